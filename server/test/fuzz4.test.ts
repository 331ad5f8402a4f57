import { fuzzSuite } from './fuzzer';

// One part of the operations per file: the workers fuzz in parallel (see fuzzer.ts).
fuzzSuite(3, 4);
