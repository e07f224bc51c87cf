import { test } from 'uvu';
import { pluginCases } from './first-input/cases-plugins';
import { firstInputSuite } from './first-input/first-input-suite';

// Issue 21 Deliver 3: every kind of first input on the plugins' held components is kept.
firstInputSuite(pluginCases);
test.run();
