import fc from 'fast-check';

// Under Stryker every surviving mutant re-runs the properties that cover it; 25 runs a
// property (instead of 100) keeps a full mutation run within minutes on 2 cores. Mutants
// sit on boundaries the example tests pin, so the score barely moves.
fc.configureGlobal({ numRuns: 25 });
