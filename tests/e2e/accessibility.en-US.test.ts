// Accessibility in English: what tests/support/accessibilityChecks.ts checks.
import { describeAccessibility } from '../support/accessibilityChecks';

describeAccessibility('en-US');
