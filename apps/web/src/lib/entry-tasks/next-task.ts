/**
 * The entry's evaluation in tasks of its own (issue 11). A phone's main thread ran every module of the
 * first download and main.tsx in one task, 35-45 ms unthrottled on this host, which Lighthouse's
 * simulated phone (four times slower) counted as 100 ms or more of blocking time. main.tsx imports the
 * modules beside this one between its groups of imports (a top-level await each: the bundle runs what
 * follows in the next task) and awaits `nextTask` between its own steps.
 */

/** Ends the current task and goes on in a new one: the browser may paint or handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
