import { describe, expect, it } from '@jest/globals';
import { targetImage } from './docker-targets.js';
import { DockerfileSyntaxError, parseDockerfile } from './dockerfile.js';

const dockerfile = (lines: string[]) => parseDockerfile(lines.join('\n'));

describe('parseDockerfile', () => {
  it('joins continuation lines, dropping comments and blank lines inside them', () => {
    const file = dockerfile([
      '# syntax=docker/dockerfile:1',
      'FROM node:20.20.2 AS build',
      'RUN npm ci \\',
      '  # a comment Docker drops',
      '',
      '  && npm run build',
    ]);
    expect(file.stages[0]?.instructions.map((instruction) => instruction.args)).toEqual([
      'npm ci && npm run build',
    ]);
  });

  it('reads options, the JSON form and global ARGs in FROM', () => {
    const file = dockerfile([
      'ARG IMAGE=node:20.20.2-bookworm-slim',
      'FROM ${IMAGE} AS Runtime',
      'COPY --from=build --chown=1000:1000 /out /app',
      'CMD ["node", "main.js"]',
    ]);
    const [stage] = file.stages;
    expect(stage?.name).toBe('runtime');
    expect(stage?.base).toBe('node:20.20.2-bookworm-slim');
    expect(stage?.instructions[0]?.flags).toEqual({ from: 'build', chown: '1000:1000' });
    expect(stage?.instructions[1]?.json).toEqual(['node', 'main.js']);
  });

  it('refuses what it cannot read rather than misreading it', () => {
    expect(() => dockerfile(['RUN true'])).toThrow(DockerfileSyntaxError);
    expect(() => dockerfile(['FROM node:20.20.2', 'RUN <<EOF', 'true', 'EOF'])).toThrow(/heredocs/);
    expect(() => dockerfile(['FROM node:20.20.2', 'RUN true \\'])).toThrow(/continuation/);
  });
});

describe('targetImage', () => {
  const file = dockerfile([
    'ARG SOURCE=https://example.test/tessera',
    'FROM node:20.20.2 AS build',
    'COPY . .',
    'FROM node:20.20.2 AS base',
    'ARG SOURCE',
    'LABEL org.opencontainers.image.source="${SOURCE}" kind=base',
    'WORKDIR /app',
    'USER 1000',
    'HEALTHCHECK --interval=5s CMD ["node", "health.js"]',
    'FROM base AS app',
    'LABEL kind=app',
    'COPY --from=build /out/app /app/app',
    'CMD ["node", "app/main.js"]',
    'FROM app AS debug',
    'USER root',
    'HEALTHCHECK NONE',
  ]);

  it('follows the stages a target builds on, the last setting winning', () => {
    const image = targetImage(file, 'app');
    expect(image.baseImage).toBe('node:20.20.2');
    expect(image.stageNames).toEqual(['base', 'app']);
    expect(image.user).toBe('1000');
    expect(image.workdir).toBe('/app');
    expect(image.healthcheck).toEqual(['node', 'health.js']);
    expect(image.cmd).toEqual(['node', 'app/main.js']);
    expect(image.labels).toEqual({
      'org.opencontainers.image.source': 'https://example.test/tessera',
      kind: 'app',
    });
    expect(image.copies).toEqual([
      { from: 'build', sources: ['/out/app'], destination: '/app/app', chown: null },
    ]);
  });

  it('sees a later stage undo what an earlier one set', () => {
    const image = targetImage(file, 'debug');
    expect([image.user, image.healthcheck]).toEqual(['root', 'NONE']);
  });

  it('names a missing target', () => {
    expect(() => targetImage(file, 'worker')).toThrow(/no stage named worker/);
  });
});
