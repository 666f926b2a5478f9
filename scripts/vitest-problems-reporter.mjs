// A vitest reporter for `npm test`: writes what made a run fail (failed tests with their first error line, unhandled errors,
// files that could not run) to the JSON file named by VITEST_PROBLEMS_FILE, so the summary at the end of a long run names them.
import { writeFileSync } from 'node:fs';

export default class ProblemsReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_PROBLEMS_FILE;
    if (!file) return;
    const problems = [];
    for (const error of unhandledErrors) {
      problems.push(`unhandled: ${error.name ?? 'Error'}: ${String(error.message ?? '').split('\n')[0]}${error.VITEST_TEST_PATH ? ` (from ${error.VITEST_TEST_PATH})` : ''}`);
    }
    for (const mod of testModules) {
      for (const error of mod.errors()) problems.push(`file error: ${mod.moduleId}: ${String(error.message ?? '').split('\n')[0]}`);
      // Failed tests too: a long run's log is often cut, and its end must say which test failed and why.
      for (const test of mod.children.allTests('failed')) {
        const first = test.result().errors?.[0];
        problems.push(`failed: ${mod.relativeModuleId ?? mod.moduleId} > ${test.fullName}: ${String(first?.message ?? '').split('\n')[0].slice(0, 300)}`);
      }
    }
    writeFileSync(file, JSON.stringify(problems));
  }
}
