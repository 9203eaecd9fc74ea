import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/kysely.ts';
import { JobLeasesRepo } from './job-leases.repo.ts';

export interface Job {
  name: string;
  /** how often a round runs (across all processes together) */
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Periodic jobs that run once across every process on the database (design "Writes, money and many processes";
 * decision 0027): each process ticks every job on its own timer, but a round only runs in the process that takes
 * the job's lease for that period (`JobLeasesRepo.take`). A failed round is logged and retried at the next tick.
 */
export class JobRunner {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<string>();
  readonly holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  constructor(
    private readonly database: Database,
    private readonly log: (msg: string, err?: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(jobs: readonly Job[]): void {
    for (const job of jobs) {
      const t = setInterval(() => void this.tick(job), job.everyMs);
      t.unref();
      this.timers.push(t);
    }
  }

  /** One round of `job` if this process wins its lease; true when it ran. */
  async tick(job: Job): Promise<boolean> {
    if (this.running.has(job.name)) return false;
    this.running.add(job.name);
    try {
      const now = this.now();
      // the lease covers a little less than the period, so the next round is open to every process again
      const until = new Date(now.getTime() + Math.max(1, job.everyMs - 250)).toISOString();
      if (!(await new JobLeasesRepo(this.database.db).take(job.name, this.holder, now.toISOString(), until)))
        return false;
      await job.run();
      return true;
    } catch (err) {
      this.log(`job ${job.name} failed`, err);
      return false;
    } finally {
      this.running.delete(job.name);
    }
  }

  stop(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }
}
