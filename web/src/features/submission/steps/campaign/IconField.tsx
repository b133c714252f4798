import { Caption1, Field, Image, makeStyles, tokens } from '@fluentui/react-components';
import { ICON_MIME_TYPES, ICON_RECOMMENDED_PX, validateIcon } from '@greenlight/rules';
import { useObjectUrl } from '../../useObjectUrl';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  preview: { width: '96px', height: '96px', borderRadius: tokens.borderRadiusXLarge, objectFit: 'cover', flexShrink: 0 },
  placeholder: {
    width: '96px',
    height: '96px',
    borderRadius: tokens.borderRadiusXLarge,
    border: `${tokens.strokeWidthThin} dashed ${tokens.colorNeutralStroke1}`,
    flexShrink: 0,
  },
});

/** The icon the studio chose and its check: valid, or the specification's message. */
export interface ChosenIcon {
  file: File;
  problem: string | null;
}

/** An image's size in the browser, or null when it does not decode. */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** SUB-ICON-01..05: the chosen file's first problem, checked before it is sent. */
export async function checkIcon(file: File): Promise<string | null> {
  const size = await imageSize(file);
  return validateIcon({ sizeBytes: file.size, width: size?.width ?? 0, height: size?.height ?? 0, mimeType: size ? file.type : '' });
}

/**
 * SUB-ICON: the game icon, png or jpg, at most 2 MB, square, 200-2000 px (512x512
 * recommended), with a preview; the file is sent when testing is requested.
 */
export function IconField({
  iconUrl,
  chosen,
  onChoose,
  disabled,
  required,
}: {
  iconUrl: string | null | undefined;
  chosen: ChosenIcon | null;
  onChoose: (icon: ChosenIcon | null) => void;
  disabled: boolean;
  required: boolean;
}) {
  const styles = useStyles();
  const preview = useObjectUrl(chosen?.file);
  const shown = chosen && !chosen.problem ? preview : iconUrl;

  return (
    <Field
      label="Game icon"
      required={required}
      hint={`png or jpg, square, at most 2 MB; ${ICON_RECOMMENDED_PX}x${ICON_RECOMMENDED_PX} recommended`}
      validationMessage={chosen?.problem ?? undefined}
      validationState={chosen?.problem ? 'error' : 'none'}
    >
      <div className={styles.row}>
        {shown ? <Image className={styles.preview} src={shown} alt="Game icon" /> : <div className={styles.placeholder} aria-hidden />}
        <div>
          <input
            type="file"
            aria-label="Choose the game icon"
            accept={ICON_MIME_TYPES.join(',')}
            disabled={disabled}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              onChoose({ file, problem: await checkIcon(file) });
            }}
          />
          {chosen && !chosen.problem && <Caption1 block>{chosen.file.name} is sent when you request testing.</Caption1>}
        </div>
      </div>
    </Field>
  );
}
