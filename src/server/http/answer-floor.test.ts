import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { notSoonerThan, RisingFloor } from './answer-floor.ts';

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Answers `rounds` requests in turn, one of three slow, and returns the held times of the quick and the slow ones. */
async function heldTimes(floor: number | RisingFloor, slowMs: number, rounds: number) {
  const quick: number[] = [];
  const slow: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const isSlow = round % 3 === 0;
    const started = performance.now();
    await notSoonerThan(floor, () => sleep(isSlow ? slowMs : 1));
    (isSlow ? slow : quick).push(performance.now() - started);
  }
  return { quick: median(quick), slow: median(slow) };
}

describe('an answer held to a floor', () => {
  it('tells a slow path by its time once the work outgrows a fixed floor, as on a busy machine', async () => {
    const { quick, slow } = await heldTimes(10, 40, 30);
    expect(slow - quick).toBeGreaterThan(20);
  });

  it('does not, with a floor that rises with the recent work', async () => {
    const floor = new RisingFloor(10);
    const { quick, slow } = await heldTimes(floor, 40, 60);
    expect(Math.abs(slow - quick)).toBeLessThan(3);
    expect(floor.ms).toBeGreaterThanOrEqual(40);
  });

  it('stays at its base while the work fits under it, and never rises past a second', () => {
    const floor = new RisingFloor(60);
    for (let answer = 0; answer < 100; answer += 1) floor.record(3);
    expect(floor.ms).toBe(60);
    for (let answer = 0; answer < 100; answer += 1) floor.record(5000);
    expect(floor.ms).toBe(1000);
    for (let answer = 0; answer < 100; answer += 1) floor.record(3);
    expect(floor.ms).toBe(60);
  });

  it('does not hold a result that lets go at once, nor learn from its time', async () => {
    const floor = new RisingFloor(50);
    const started = performance.now();
    await notSoonerThan(
      floor,
      async () => 'refused',
      () => false,
    );
    expect(performance.now() - started).toBeLessThan(40);
    expect(floor.ms).toBe(50);
  });
});
