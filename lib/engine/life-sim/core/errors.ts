/**
 * The one domain error of the life-simulation engine: an input it cannot use. `field` is the name the contract
 * reports (`role` for an unrecognised role, whatever body field carried it; otherwise the body field itself);
 * `suggestions` lists the nearest known values when there are any. The route adapter turns it into a 400.
 */
export class LifeSimInputError extends Error {
  readonly field: string;
  readonly suggestions: string[];
  constructor(field: string, message: string, suggestions: string[] = []) {
    super(message);
    this.name = "LifeSimInputError";
    this.field = field;
    this.suggestions = suggestions;
  }
}
