import { test } from 'uvu';
import { themeCases } from './first-input/cases-theme';
import { firstInputSuite } from './first-input/first-input-suite';

// Issue 21 Deliver 3: every kind of first input on the theme's held components is kept.
firstInputSuite(themeCases);
test.run();
