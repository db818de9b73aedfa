/** Points are exact decimals with at most 8 places, sent as strings (as the API keeps them). */
const POINTS = /^(0|[1-9]\d{0,19})(\.\d{1,8})?$/;
const SIGNED_POINTS = /^[+-]?(0|[1-9]\d{0,19})(\.\d{1,8})?$/;

export function isPointsAmount(value: string): boolean {
  return POINTS.test(value.trim());
}

/** A change of points: signed, not zero. */
export function isPointsDelta(value: string): boolean {
  return SIGNED_POINTS.test(value.trim()) && /[1-9]/.test(value);
}

/** A signed change as shown in a history: `+1500`, `-0.1`. */
export function signedPoints(delta: string): string {
  return delta.startsWith('-') ? delta : `+${delta}`;
}
