import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a file waits on cold module loading; on a busy 2-core CI machine (more
// so with coverage) that can pass testing-library's 1 s default for `findBy…`. This is how
// long a query waits, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
