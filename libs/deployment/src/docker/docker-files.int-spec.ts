import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { loadConfig, requireSplitMode } from '@tessera/platform';
import {
  asList,
  dependenciesOf,
  environmentOf,
  interpolate,
  MissingVariableError,
  parseCompose,
  type ComposeService,
} from './compose.js';
import { findStage, targetImage, targetNames } from './docker-targets.js';
import { parseDockerfile } from './dockerfile.js';
import { isIgnored, parseDockerignore, patternList } from './dockerignore.js';
import { isPinnedImage } from './image-reference.js';
import {
  ALL_IN_ONE_APP,
  GATEWAY_APP,
  processApps,
  splitProcesses,
} from '../support/tessera-apps.js';

// The images and the Compose stack, checked from their files: the machines this runs on have no
// Docker daemon. Where Docker can, the images are also built and the stack validated (at the end).
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const dockerfile = parseDockerfile(read('docker/Dockerfile'));
const compose = parseCompose(read('docker/docker-compose.yml'));
/** Every app that runs as a process gets an image; the split mode's run in Compose. */
const imageApps = processApps(root);
const composeApps = splitProcesses(root);
const APP_ROOT = '/tessera';
const MIGRATIONS = `${APP_ROOT}/libs/platform/drizzle`;
const WEB_DIST = `${APP_ROOT}/apps/web/dist`;
/** A stand-in for the key the operator exports (32 bytes, base64). */
const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

describe('the apps that need an image', () => {
  it('include any new apps/<name> with a src/main.ts, so none ships without one', () => {
    const fakeRoot = mkdtempSync(join(tmpdir(), 'tessera-apps-'));
    try {
      for (const file of [
        'web/src/main.ts',
        'server/src/main.ts',
        'gateway/src/main.ts',
        'search/src/main.ts',
        'notes/README.md',
      ]) {
        mkdirSync(dirname(join(fakeRoot, 'apps', file)), { recursive: true });
        writeFileSync(join(fakeRoot, 'apps', file), '');
      }
      expect(processApps(fakeRoot)).toEqual(['gateway', 'search', 'server']);
      expect(splitProcesses(fakeRoot)).toEqual(['gateway', 'search']);
    } finally {
      rmSync(fakeRoot, { recursive: true, force: true });
    }
  });
});

describe('docker/Dockerfile', () => {
  it('has a build target for every app that runs as a process (apps/*/src/main.ts but web)', () => {
    expect(imageApps).toEqual(expect.arrayContaining([ALL_IN_ONE_APP, GATEWAY_APP]));
    expect(targetNames(dockerfile)).toEqual(expect.arrayContaining(imageApps));
  });

  it('starts every stage from an earlier stage or from an image pinned to one release', () => {
    const external = dockerfile.stages.filter(
      (stage, index) =>
        !dockerfile.stages
          .slice(0, index)
          .some((earlier) => earlier.name === stage.base.toLowerCase()),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const stage of external)
      expect([stage.base, isPinnedImage(stage.base)]).toEqual([stage.base, true]);
  });

  it('bakes no secret into an image: no .env copied, no secret in an ARG or ENV', () => {
    const instructions = dockerfile.stages.flatMap((stage) => stage.instructions);
    const copied = instructions
      .filter((instruction) => ['COPY', 'ADD'].includes(instruction.keyword))
      .flatMap((instruction) => instruction.args.split(/\s+/));
    expect(copied.filter((path) => /(^|\/)\.env(\.|$)/.test(path))).toEqual([]);
    const declared = instructions
      .filter((instruction) => ['ARG', 'ENV'].includes(instruction.keyword))
      .map((instruction) => instruction.args);
    expect(declared.filter((args) => /SECRET|PASSWORD|TOKEN|PRIVATE/i.test(args))).toEqual([]);
  });

  describe.each(imageApps)('the %s image', (app) => {
    const image = () => targetImage(dockerfile, app);

    it('runs as a numeric user that is not root (Kubernetes runAsNonRoot can verify it)', () => {
      const { user } = image();
      expect(user).toMatch(/^\d+(:\d+)?$/);
      expect(Number(user?.split(':')[0])).not.toBe(0);
    });

    it('runs its own apps/<name>/dist/main.js with node, from the directory it is copied to', () => {
      const { cmd, workdir, copies } = image();
      expect(cmd?.[0]).toBe('node');
      expect(cmd?.at(-1)).toBe(`apps/${app}/dist/main.js`);
      expect(workdir).toBe(APP_ROOT);
      expect(copies.map((copy) => copy.destination)).toContain(`${APP_ROOT}/apps/${app}`);
    });

    it('has a health check on /health', () => {
      expect(image().healthcheck).toEqual(
        expect.arrayContaining([expect.stringContaining('/health')]),
      );
    });

    it('runs in production and carries the OCI title, source and licence labels', () => {
      const { env, labels } = image();
      expect(env['NODE_ENV']).toBe('production');
      expect(labels).toMatchObject({
        'org.opencontainers.image.title': `tessera-${app}`,
        'org.opencontainers.image.licenses': 'AGPL-3.0-only',
      });
      expect(labels['org.opencontainers.image.source']).toMatch(/\S/);
    });

    it('takes nothing from the build context, only files of the build stage', () => {
      // The build stage copies the context (sources, lockfile): a chain through it would too.
      const { copies, baseImage } = image();
      expect(copies.filter((copy) => copy.from === null)).toEqual([]);
      expect(isPinnedImage(baseImage)).toBe(true);
    });

    it('holds the migrations, and the web app and the demo workbook only where they are used', () => {
      const destinations = image().copies.map((copy) => copy.destination);
      expect(destinations).toContain(MIGRATIONS);
      const servesWeb = app === ALL_IN_ONE_APP || app === GATEWAY_APP;
      expect(destinations.includes(WEB_DIST)).toBe(servesWeb);
      expect(destinations.some((path) => path.includes('/demo/'))).toBe(app === ALL_IN_ONE_APP);
    });
  });

  it('points the gateway at the web app it copies', () => {
    expect(targetImage(dockerfile, GATEWAY_APP).env['WEB_DIST_DIR']).toBe(WEB_DIST);
  });

  it('keeps the all-in-one server data in a volume its user owns, its only write besides /tmp', () => {
    const server = targetImage(dockerfile, ALL_IN_ONE_APP);
    const dataDir = server.env['DATA_DIR'];
    expect(dataDir).toBeDefined();
    expect(server.volumes).toEqual([dataDir]);
    const created = server.copies.find((copy) => copy.destination === dataDir);
    expect(created?.chown?.split(':')[0]).toBe(server.user?.split(':')[0]);
  });

  it('finds in the repository, and in the build context, every file the images take as they are', () => {
    const ignore = parseDockerignore(read('docker/Dockerfile.dockerignore'));
    const unbuilt = imageApps
      .flatMap((app) => targetImage(dockerfile, app).copies)
      .filter((copy) => copy.from === 'build')
      .flatMap((copy) => copy.sources)
      .filter((source) => source.startsWith(`${APP_ROOT}/`) && !source.includes('/dist'))
      .map((source) => posix.relative(APP_ROOT, source));
    expect(unbuilt).toEqual(expect.arrayContaining(['libs/platform/drizzle']));
    for (const path of unbuilt) {
      expect([path, existsSync(join(root, path)), isIgnored(ignore, path)]).toEqual([
        path,
        true,
        false,
      ]);
    }
  });
});

describe('the .dockerignore files', () => {
  const files = ['docker/Dockerfile.dockerignore', '.dockerignore'];
  const [forDockerfile = [], atRoot = []] = files.map((file) => parseDockerignore(read(file)));

  it('are the same, so `-f docker/Dockerfile` and a plain `docker build .` send the same context', () => {
    expect(patternList(atRoot)).toEqual(patternList(forDockerfile));
    expect(patternList(atRoot).length).toBeGreaterThan(0);
  });

  it.each([
    '.env',
    'apps/server/.env',
    'libs/platform/.env.local',
    '.git/HEAD',
    'node_modules/pg/package.json',
    'libs/spreadsheets/node_modules/googleapis/package.json',
    'apps/server/dist/main.js',
    'libs/platform/dist/index.js',
  ])('leave out %s', (path) => {
    expect(isIgnored(forDockerfile, path)).toBe(true);
  });

  it('keep what the build needs: the lockfile, the Nx and compiler settings, every app', () => {
    const needed = [
      'package.json',
      'package-lock.json',
      'nx.json',
      'tsconfig.base.json',
      '.swcrc',
      'apps/web/index.html',
      ...imageApps.flatMap((app) => [`apps/${app}/package.json`, `apps/${app}/src/main.ts`]),
    ];
    expect(needed.filter((path) => isIgnored(forDockerfile, path))).toEqual([]);
  });
});

describe('docker/docker-compose.yml', () => {
  const service = (name: string): ComposeService => {
    const found = compose.services[name];
    if (!found) throw new Error(`docker-compose.yml has no ${name} service.`);
    return found;
  };
  /** The environment a service's process sees once Compose has interpolated it. */
  const environment = (name: string, variables: Record<string, string> = { SECRETS_KEY }) =>
    Object.fromEntries(
      Object.entries(environmentOf(service(name))).map(([key, value]) => [
        key,
        interpolate(value, variables),
      ]),
    );

  it('runs every process of the split mode (the gateway and every service in apps/)', () => {
    expect(composeApps).toContain(GATEWAY_APP);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(composeApps));
  });

  describe.each(composeApps)('the %s service', (name) => {
    it('runs as uid 1000 on a read-only root filesystem, with a tmpfs on /tmp', () => {
      const { read_only, user, tmpfs } = service(name);
      expect(read_only).toBe(true);
      expect(String(user)).toMatch(/^1000(:1000)?$/);
      expect(asList(tmpfs).map((mount) => mount.split(':')[0])).toContain('/tmp');
    });

    it('has a health check on /health', () => {
      const { healthcheck } = service(name);
      expect(healthcheck?.disable).not.toBe(true);
      expect(asList(healthcheck?.test).join(' ')).toContain('/health');
    });

    it('starts once the migrations have completed', () => {
      expect(dependenciesOf(service(name))['migrate']).toBe('service_completed_successfully');
    });

    it('gets what its process requires at boot in production (validated as it validates it)', () => {
      const env = environment(name);
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'S3_ENDPOINT']),
      );
      const config = loadConfig(env);
      expect(config.NODE_ENV).toBe('production');
      expect(() => requireSplitMode(config, name)).not.toThrow();
    });

    it('is built from its own target of docker/Dockerfile', () => {
      expect(service(name).build?.target).toBe(name);
    });
  });

  it('applies the migrations with the gateway image, once, before the processes start', () => {
    const migrate = service('migrate');
    expect(migrate.build?.target).toBe(GATEWAY_APP);
    expect(asList(migrate.command)).toEqual(['node', `apps/${GATEWAY_APP}/dist/migrate.js`]);
    expect(existsSync(join(root, 'apps', GATEWAY_APP, 'src', 'migrate.ts'))).toBe(true);
    expect([migrate.read_only, String(migrate.user)]).toEqual([true, '1000']);
    expect(loadConfig(environment('migrate')).database.kind).toBe('postgres');
  });

  it('publishes the gateway on port 3000', () => {
    expect(asList(service(GATEWAY_APP).ports?.map(String))).toContain('3000:3000');
  });

  it('refuses to start without SECRETS_KEY, saying so', () => {
    expect(() => environment(GATEWAY_APP, {})).toThrow(MissingVariableError);
    expect(() => environment(GATEWAY_APP, {})).toThrow(/SECRETS_KEY/);
  });

  it('waits only for services that exist, and for health only where a health check is defined', () => {
    for (const [name, definition] of Object.entries(compose.services)) {
      for (const [dependency, condition] of Object.entries(dependenciesOf(definition))) {
        const target = service(dependency);
        if (condition === 'service_healthy') {
          const { healthcheck } = target;
          expect([name, dependency, Boolean(healthcheck?.test) && !healthcheck?.disable]).toEqual([
            name,
            dependency,
            true,
          ]);
        }
      }
    }
  });

  it('builds only targets docker/Dockerfile has, and pins every image it pulls', () => {
    for (const [name, definition] of Object.entries(compose.services)) {
      const { build, image = '' } = definition;
      if (build) {
        expect(join(root, 'docker', build.context ?? '.', build.dockerfile ?? 'Dockerfile')).toBe(
          join(root, 'docker', 'Dockerfile'),
        );
        expect(() => findStage(dockerfile, build.target ?? '')).not.toThrow();
      } else {
        expect([name, image, isPinnedImage(image)]).toEqual([name, image, true]);
      }
    }
  });
});

/** Whether a command runs and succeeds (false when it is missing, fails or hangs). */
function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

// A docker binary alone is not enough (the machines this project runs on have the CLI without a
// daemon): building needs a daemon and BuildKit (buildx), `docker compose config` the plugin.
const canBuild = succeeds('docker', ['info']) && succeeds('docker', ['buildx', 'version']);
const hasCompose = succeeds('docker', ['compose', 'version']);
const itWithDockerBuild = canBuild ? it : it.skip;
const itWithDockerCompose = hasCompose ? it : it.skip;
const skipped = [
  canBuild ? null : 'building the images (no Docker daemon with buildx answers)',
  hasCompose ? null : '`docker compose config` (no docker compose plugin)',
].filter(Boolean);
if (skipped.length > 0)
  console.info(`Skipped ${skipped.join(' and ')}; the files were checked instead.`);

describe('with docker', () => {
  const BUILD_TIMEOUT_MS = 30 * 60_000;
  const docker = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
    spawnSync('docker', args, { cwd: root, env, stdio: 'inherit' }).status;

  itWithDockerBuild.each(imageApps)(
    'builds the %s target',
    (target) => {
      expect(docker(['build', '-f', 'docker/Dockerfile', '--target', target, '.'])).toBe(0);
    },
    BUILD_TIMEOUT_MS,
  );

  itWithDockerCompose('accepts the Compose stack (docker compose config)', () => {
    const env = { ...process.env, SECRETS_KEY };
    expect(docker(['compose', '-f', 'docker/docker-compose.yml', 'config', '--quiet'], env)).toBe(
      0,
    );
  });
});
