// What `npm run test:container` asks of podman: the local images this host needs without a
// registry, image builds, compose stacks, and figures (sizes, memory).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Thrown with a one-line reason when this host cannot build or run containers at all. */
export class CannotRunHere extends Error {}

/**
 * The podman configuration this host needs: open-file limits no higher than the host allows
 * (podman's default asks for more than a container may have here), and runc, where crun refuses
 * hybrid cgroups.
 */
export function podmanEnvironment(workDir) {
  for (const tool of ['podman', 'podman-compose']) {
    if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).error) {
      throw new CannotRunHere(
        `${tool} is not installed (Debian: apt-get install podman podman-compose runc debootstrap)`,
      );
    }
  }
  const hard = Number(spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim());
  const nofile = Number.isFinite(hard) && hard > 0 ? Math.min(hard, 65536) : 4096;
  const runc = !spawnSync('runc', ['--version'], { stdio: 'ignore' }).error;
  const conf = path.join(workDir, 'containers.conf');
  writeFileSync(
    conf,
    [
      '[containers]',
      `default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=32768:32768"]`,
      ...(runc ? ['[engine]', 'runtime = "runc"'] : []),
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: conf };
}

export function makeWorkDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'pustak-container-'));
}

/**
 * Runs a command, its output appended to `log`; resolves with stdout, rejects with the last
 * lines of the log.
 */
export function run(cmd, args, { env, log, cwd, input } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let all = '';
    child.stdout.on('data', (d) => ((out += d), (all += d)));
    child.stderr.on('data', (d) => (all += d));
    child.stdin.end(input ?? '');
    child.on('error', reject);
    child.on('close', (code) => {
      if (log) appendFileSync(log, `$ ${cmd} ${args.join(' ')}\n${all}\n`);
      if (code === 0) resolve(out.trim());
      else {
        const tail = all.trim().split('\n').slice(-12).join('\n');
        reject(new Error(`${cmd} ${args.slice(0, 3).join(' ')} … exited ${code}:\n${tail}`));
      }
    });
  });
}

/** Builds `tag` from `context` unless an image of that tag exists; answers whether it built. */
export async function buildIfMissing(tag, context, { env, log, base, file }) {
  const exists = spawnSync('podman', ['image', 'exists', tag], { env }).status === 0;
  if (exists) return false;
  await run(
    'podman',
    [
      'build',
      '--format',
      'docker',
      '--build-arg',
      `BASE=${base}`,
      ...(file ? ['-f', file] : []),
      '-t',
      tag,
      context,
    ],
    { env, log },
  );
  return true;
}

export async function imageSizeMb(tag, env) {
  const bytes = Number(
    await run('podman', ['image', 'inspect', '--format', '{{.Size}}', tag], { env }),
  );
  return Math.round(bytes / 1e6);
}

/** A container's memory use in MB, as its cgroup counts it. */
export async function memoryMb(container, env) {
  const usage = await run(
    'podman',
    ['stats', '--no-stream', '--no-reset', '--format', '{{.MemUsage}}', container],
    { env },
  );
  const m = /^([\d.]+)\s*([kMG]i?B|B)/.exec(usage);
  if (!m) throw new Error(`unreadable memory figure: ${usage}`);
  const scale = {
    B: 1e-6,
    kB: 1e-3,
    KiB: 1.024e-3,
    MB: 1,
    MiB: 1.048576,
    GB: 1e3,
    GiB: 1073.741824,
  };
  return Math.round(Number(m[1]) * (scale[m[2]] ?? 1));
}

/** A compose project: `podman-compose -p NAME -f compose.yaml …` with the stack's environment. */
export function composeStack(name, { root, env, log }) {
  const compose = (...args) =>
    run('podman-compose', ['-p', name, '-f', path.join(root, 'compose.yaml'), ...args], {
      env,
      log,
      cwd: root,
    });
  return {
    name,
    container: (service) => `${name}_${service}_1`,
    /** Starts the named services (podman-compose 1.0 ignores profiles: name them). */
    up: (...services) => compose('up', '-d', '--no-build', ...services),
    down: (...flags) => compose('down', ...flags),
    exec: (service, args) => run('podman', ['exec', `${name}_${service}_1`, ...args], { env, log }),
    /** Down, and the project's volumes (those made outside compose included) and networks gone. */
    async remove() {
      await compose('down', '-v').catch(() => {});
      const volumes = await run(
        'podman',
        ['volume', 'ls', '--quiet', '--filter', `name=^${name}_`],
        { env, log },
      ).catch(() => '');
      const names = volumes.split('\n').filter(Boolean);
      if (names.length) await run('podman', ['volume', 'rm', '-f', ...names], { env, log });
      // podman-compose 1.0 leaves the project's networks behind.
      const networks = await run(
        'podman',
        ['network', 'ls', '--quiet', '--filter', `label=io.podman.compose.project=${name}`],
        { env, log },
      ).catch(() => '');
      const ids = networks.split('\n').filter(Boolean);
      if (ids.length) await run('podman', ['network', 'rm', '-f', ...ids], { env, log });
    },
  };
}
