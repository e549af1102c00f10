/**
 * CPU and memory of the server's processes while a load runs, sampled every second.
 *
 * `ps -o pcpu` is the average over the process's whole life (cputime / elapsed), so averaging
 * it over a 20 s run would mostly show start-up. Instead this reads the same counters ps uses,
 * /proc/<pid>/stat utime+stime, and reports the delta per interval: % of one core, as top shows
 * it (200% = both cores of this machine). The whole machine's busy time from /proc/stat shows
 * how much CPU other processes took (a shared 2-core box skews every latency figure).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const PAGE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

interface Tick {
  cpuTicks: number;
  rssBytes: number;
}

function readPid(pid: number): Tick | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces; the fields after its closing ')' start at field 3.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { cpuTicks: Number(rest[11]) + Number(rest[12]), rssBytes: Number(rest[21]) * PAGE };
  } catch {
    return undefined;
  }
}

/** [busy, total] jiffies over all cores. */
function readMachine(): [number, number] {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return [total - idle, total];
}

export interface CpuSummary {
  /** Average % of one core per process label, over the samples. */
  cpuPct: Record<string, number>;
  /** Peak RSS, MB, per process label. */
  rssMb: Record<string, number>;
  /** Whole machine busy, % of one core (cores × 100 = saturated). */
  machinePct: number;
  /** machinePct minus the labelled processes: everything else on the box. */
  othersPct: number;
  cores: number;
  samples: number;
}

/** Starts sampling `pids` (label → pid) every `everyMs`; stop() returns the averages. */
export function sampleCpu(pids: Record<string, number | undefined>, everyMs = 1000): { stop(): CpuSummary } {
  const labels = Object.keys(pids).filter((l) => pids[l]);
  const sums: Record<string, number> = Object.fromEntries(labels.map((l) => [l, 0]));
  const peaks: Record<string, number> = Object.fromEntries(labels.map((l) => [l, 0]));
  let machineSum = 0;
  let samples = 0;
  let prev = { at: performance.now(), ticks: labels.map((l) => readPid(pids[l]!)), machine: readMachine() };
  const timer = setInterval(() => {
    const now = { at: performance.now(), ticks: labels.map((l) => readPid(pids[l]!)), machine: readMachine() };
    const seconds = (now.at - prev.at) / 1000;
    labels.forEach((label, i) => {
      const a = prev.ticks[i];
      const b = now.ticks[i];
      if (a && b) {
        sums[label]! += ((b.cpuTicks - a.cpuTicks) / CLK_TCK / seconds) * 100;
        peaks[label] = Math.max(peaks[label]!, b.rssBytes / 1e6);
      }
    });
    const [busyA, totalA] = prev.machine;
    const [busyB, totalB] = now.machine;
    machineSum += totalB > totalA ? ((busyB - busyA) / (totalB - totalA)) * 100 * cpus().length : 0;
    samples++;
    prev = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const n = Math.max(1, samples);
      const cpuPct = Object.fromEntries(labels.map((l) => [l, sums[l]! / n]));
      const machinePct = machineSum / n;
      const ours = Object.values(cpuPct).reduce((a, b) => a + b, 0);
      return {
        cpuPct,
        rssMb: peaks,
        machinePct,
        othersPct: Math.max(0, machinePct - ours),
        cores: cpus().length,
        samples,
      };
    },
  };
}
