import { describe, expect, it } from '@jest/globals';
import type { KubeObject } from '../helm/render-chart.js';
import {
  deploymentProblems,
  servicesSelectingNothing,
  servicesWithoutNetworkPolicy,
} from './invariants.js';

const labels = { 'app.kubernetes.io/component': 'gateway' };

function deployment(
  container: Record<string, unknown>,
  podSecurity: Record<string, unknown> = {},
): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: {
      template: {
        metadata: { labels },
        spec: { securityContext: podSecurity, containers: [{ name: 'web', ...container }] },
      },
    },
  };
}

const good = {
  readinessProbe: { httpGet: { path: '/health', port: 'http' } },
  livenessProbe: { httpGet: { path: '/health', port: 'http' } },
  resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '256Mi' } },
  securityContext: {
    runAsNonRoot: true,
    readOnlyRootFilesystem: true,
    allowPrivilegeEscalation: false,
  },
};

const service: KubeObject = {
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'web' },
  spec: { selector: labels },
};
const policy = (matchLabels: Record<string, string>): KubeObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name: 'web' },
  spec: { podSelector: { matchLabels } },
});

describe('the deployment invariants', () => {
  it('accept a Deployment with probes, resources and a locked-down container', () => {
    expect(deploymentProblems([deployment(good)])).toEqual([]);
    // runAsNonRoot may come from the pod.
    const { securityContext, ...rest } = good;
    expect(
      deploymentProblems([
        deployment(
          { ...rest, securityContext: { ...securityContext, runAsNonRoot: undefined } },
          { runAsNonRoot: true },
        ),
      ]),
    ).toEqual([]);
  });

  it('name each rule a Deployment breaks', () => {
    expect(
      deploymentProblems([
        deployment({
          ...good,
          readinessProbe: undefined,
          livenessProbe: undefined,
          resources: { requests: { cpu: '1' } },
          securityContext: { runAsUser: 0 },
        }),
      ]),
    ).toEqual([
      'Deployment/web container web: no readiness probe',
      'Deployment/web container web: no liveness probe',
      'Deployment/web container web: no CPU and memory requests',
      'Deployment/web container web: no memory limit',
      'Deployment/web container web: may run as root',
      'Deployment/web container web: root filesystem is writable',
      'Deployment/web container web: may escalate privileges',
    ]);
  });

  it('want a NetworkPolicy picking every Service\u2019s pods', () => {
    expect(servicesWithoutNetworkPolicy([service, policy(labels)])).toEqual([]);
    expect(
      servicesWithoutNetworkPolicy([service, policy({ 'app.kubernetes.io/component': 'other' })]),
    ).toEqual(['Service/web']);
    // An empty pod selector would pick every pod: not what "covered" means here.
    expect(servicesWithoutNetworkPolicy([service, policy({})])).toEqual(['Service/web']);
  });

  it('find a Service whose selector matches no workload', () => {
    expect(servicesSelectingNothing([service, deployment(good)])).toEqual([]);
    expect(servicesSelectingNothing([service])).toEqual(['Service/web']);
  });
});
