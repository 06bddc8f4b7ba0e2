// fontverter ships no type declarations: the one function the font tests use.
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer | Uint8Array, format: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
