// Run by scripts/run-tests.mjs after the API suites: fails (exit 1) listing every log line of the run that holds a
// secret (test/log-scan.ts has the rules).
import { scanLogDir, TEST_LOG_DIR } from './log-scan';

const { findings, files, lines } = scanLogDir();
if (files === 0) {
  // A run of every suite must have logged something; a run of a few paths may build no app at all.
  if (process.env.MP_LOG_SCAN_REQUIRE === '1') {
    console.error(`[log scan] no log files in ${TEST_LOG_DIR}: the test run wrote no logs to scan`);
    process.exit(1);
  }
  console.log(`[log scan] no log files in ${TEST_LOG_DIR}: nothing to scan`);
  process.exit(0);
}
if (findings.length > 0) {
  console.error(`[log scan] ${findings.length} log line(s) hold secrets (${files} files, ${lines} lines read):`);
  for (const f of findings.slice(0, 200)) console.error(`  ${f.file}:${f.line} [${f.rule}] ${f.text}`);
  process.exit(1);
}
console.log(`[log scan] clean: ${files} files, ${lines} lines, no secrets`);
