// What an alias of `false` resolves to: webpack's "ignore this module", an empty one.
export {};
