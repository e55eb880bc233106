/** The origin links to our own pages are built from (docs, error pages); ground floor, no imports. */
export function publicOrigin(): string {
  return process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
}
