// Sign-in timing: an unknown email must cost as much as a wrong password (both verify one argon2id
// hash), so response times do not tell which emails exist. Prints the medians of both; fails when
// they differ by more than a quarter. Also prints the median of a successful sign-in (what an owner
// waits, throttle bookkeeping included) for comparison across changes.
import { startTestApi, SUPER_EMAIL, SUPER_PASSWORD } from '../support/apiServer';

const ROUNDS = 30;
const BUDGET_RATIO = 0.25;

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  const api = await startTestApi();
  try {
    const timed = async (email: string, round: number, password = `wrong password ${round}`, expected = 401) => {
      const started = process.hrtime.bigint();
      // A fresh address and account per attempt keeps throttling out of the figures.
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        remoteAddress: `10.200.${Math.floor(round / 250)}.${round % 250}`,
      });
      if (response.statusCode !== expected) throw new Error(`expected ${expected}, got ${response.statusCode}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    // Warm both paths (the dummy hash is made on first use).
    await timed('warm.unknown@example.com', 900);
    await timed(SUPER_EMAIL, 901);
    await api.db.execute('DELETE FROM sign_in_failures');

    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Interleaved, alternating which goes first, so that machine load affects both alike.
      if (round % 2) {
        unknownEmail.push(await timed(`nobody${round}@example.com`, round * 2));
        wrongPassword.push(await timed(SUPER_EMAIL, round * 2 + 1));
      } else {
        wrongPassword.push(await timed(SUPER_EMAIL, round * 2 + 1));
        unknownEmail.push(await timed(`nobody${round}@example.com`, round * 2));
      }
      if (round % 4 === 3) await api.db.execute('DELETE FROM sign_in_failures');
    }
    const rightPassword: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rightPassword.push(await timed(SUPER_EMAIL, 500 + round, SUPER_PASSWORD, 200));
    const wrongMedian = median(wrongPassword);
    const unknownMedian = median(unknownEmail);
    const difference = Math.abs(wrongMedian - unknownMedian) / Math.max(wrongMedian, unknownMedian);
    console.log(`wrong password: median ${wrongMedian.toFixed(1)} ms over ${ROUNDS}`);
    console.log(`unknown email:  median ${unknownMedian.toFixed(1)} ms over ${ROUNDS}`);
    console.log(`right password: median ${median(rightPassword).toFixed(1)} ms over ${ROUNDS} (a session issued)`);
    console.log(`difference: ${(difference * 100).toFixed(1)} % (budget ${BUDGET_RATIO * 100} %)`);
    if (difference > BUDGET_RATIO) process.exitCode = 1;
  } finally {
    await api.close();
  }
}

void main();
