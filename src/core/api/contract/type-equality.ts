/**
 * Compile-time check that a zod schema and its hand-written contract type describe the same shape.
 * `Expect<TypesMatch<A, B>>` fails `tsc` when they drift apart; it has no runtime cost.
 */
export type TypesMatch<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export type Expect<T extends true> = T;
