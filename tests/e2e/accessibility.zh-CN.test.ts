// Accessibility in Chinese: what tests/support/accessibilityChecks.ts checks.
import { describeAccessibility } from '../support/accessibilityChecks';

describeAccessibility('zh-CN');
