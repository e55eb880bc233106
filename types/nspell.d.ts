// nspell ships no types; only the members the quality checker calls are declared.
declare module "nspell" {
  interface NSpell {
    correct(word: string): boolean;
  }
  function nspell(dictionary: { aff: Uint8Array; dic: Uint8Array }): NSpell;
  export default nspell;
}
