// A vitest reporter for `npm test`: writes what made a run fail besides failed tests (unhandled errors, files that
// could not run) to the JSON file named by VITEST_PROBLEMS_FILE, so the summary at the end of a long run names them.
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
    }
    writeFileSync(file, JSON.stringify(problems));
  }
}
