// What other features use of the place search (README: a feature reaches another through its index.ts).
export { LocationField } from './LocationField';
export type { PlaceValue } from './place-value';
