// Rounding half away from zero on the decimal as written: 0.235 gives
// "0.24" and 12.345 gives 12.35, where toFixed and Math.round alone work on
// the binary value (0.23499999..., 1234.4999...) and round down. Never "-0.00".
export const toFixedHalfUp = (value: number, decimals: number): string => {
  const nudged = value + Math.sign(value) * Number.EPSILON * Math.max(1, Math.abs(value));
  const text = nudged.toFixed(decimals);
  return Number(text) === 0 ? text.replace('-', '') : text;
};

export const roundHalfUp = (value: number, decimals: number): number => Number(toFixedHalfUp(value, decimals));
