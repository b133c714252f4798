// Greenlight's Fluent UI themes: the web themes with a green brand ramp.
import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

const greenlight: BrandVariants = {
  10: '#020805',
  20: '#0d2117',
  30: '#0f3722',
  40: '#0e4a2c',
  50: '#0b5d35',
  60: '#06703e',
  70: '#0e8449',
  80: '#2a9659',
  90: '#43a86a',
  100: '#5bba7c',
  110: '#73cb8e',
  120: '#8bdca1',
  130: '#a5ebb5',
  140: '#c0f6cb',
  150: '#dbfce2',
  160: '#f2fff4',
};

export const lightTheme: Theme = createLightTheme(greenlight);
export const darkTheme: Theme = { ...createDarkTheme(greenlight), colorBrandForeground1: greenlight[110], colorBrandForeground2: greenlight[120] };
