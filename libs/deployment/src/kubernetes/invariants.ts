import type { KubeObject } from '../helm/render-chart.js';

type Labels = Record<string, string>;
type Container = {
  name: string;
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  resources?: { requests?: Labels; limits?: Labels };
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    privileged?: boolean;
  };
};
type PodSpec = {
  containers: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
};
type Workload = KubeObject & {
  spec: { template: { metadata?: { labels?: Labels }; spec: PodSpec } };
};

const label = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;
const ofKind = <T extends KubeObject>(objects: readonly KubeObject[], kind: string) =>
  objects.filter((object) => object.kind === kind) as T[];

/**
 * Every Deployment's containers have readiness and liveness probes, CPU and memory requests and a
 * memory limit, and run as a non-root user on a read-only root filesystem without privilege
 * escalation. Returns what breaks the rule, one line each.
 */
export function deploymentProblems(objects: readonly KubeObject[]): string[] {
  const problems: string[] = [];
  for (const deployment of ofKind<Workload>(objects, 'Deployment')) {
    const pod = deployment.spec.template.spec;
    for (const container of pod.containers) {
      const where = `${label(deployment)} container ${container.name}`;
      const security = container.securityContext ?? {};
      if (!container.readinessProbe) problems.push(`${where}: no readiness probe`);
      if (!container.livenessProbe) problems.push(`${where}: no liveness probe`);
      if (!container.resources?.requests?.['cpu'] || !container.resources.requests['memory'])
        problems.push(`${where}: no CPU and memory requests`);
      if (!container.resources?.limits?.['memory']) problems.push(`${where}: no memory limit`);
      const nonRoot = security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
      const user = security.runAsUser ?? pod.securityContext?.runAsUser;
      if (nonRoot !== true || user === 0) problems.push(`${where}: may run as root`);
      if (security.readOnlyRootFilesystem !== true)
        problems.push(`${where}: root filesystem is writable`);
      if (security.allowPrivilegeEscalation !== false || security.privileged === true)
        problems.push(`${where}: may escalate privileges`);
    }
  }
  return problems;
}

/** A label selector's labels all present in `labels`: the selector picks those pods. */
const selects = (selector: Labels, labels: Labels) =>
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/**
 * Every Service's pods are covered by a NetworkPolicy (one whose pod selector picks the pods the
 * Service selects), so nothing reaches a Service's pods unless a policy says who may.
 */
export function servicesWithoutNetworkPolicy(objects: readonly KubeObject[]): string[] {
  const policies = ofKind<KubeObject & { spec: { podSelector: { matchLabels?: Labels } } }>(
    objects,
    'NetworkPolicy',
  );
  return ofKind<KubeObject & { spec: { selector?: Labels } }>(objects, 'Service')
    .filter(
      (service) =>
        !policies.some((policy) =>
          selects(policy.spec.podSelector.matchLabels ?? {}, service.spec.selector ?? {}),
        ),
    )
    .map(label);
}

/** Every Service selects the pods of some workload (a selector matching nothing is a typo). */
export function servicesSelectingNothing(objects: readonly KubeObject[]): string[] {
  const podLabels = [
    ...ofKind<Workload>(objects, 'Deployment'),
    ...ofKind<Workload>(objects, 'StatefulSet'),
  ].map((workload) => workload.spec.template.metadata?.labels ?? {});
  return ofKind<KubeObject & { spec: { selector?: Labels } }>(objects, 'Service')
    .filter((service) => !podLabels.some((labels) => selects(service.spec.selector ?? {}, labels)))
    .map(label);
}

type IngressSpec = {
  rules?: { host?: string; http?: { paths: { backend: { service?: { name: string } } }[] } }[];
  tls?: { hosts?: string[]; secretName?: string }[];
};

/**
 * The hosts an Ingress serves and those its TLS covers, with the Services it sends them to: the
 * dashboard host and `*.{host}` (every app's subdomain) must both be there.
 */
export function ingressHosts(objects: readonly KubeObject[]): {
  hosts: string[];
  tlsHosts: string[];
  backends: string[];
} {
  const ingresses = ofKind<KubeObject & { spec: IngressSpec }>(objects, 'Ingress');
  const rules = ingresses.flatMap((ingress) => ingress.spec.rules ?? []);
  return {
    hosts: rules.map((rule) => rule.host ?? '').sort(),
    tlsHosts: ingresses.flatMap((i) => (i.spec.tls ?? []).flatMap((t) => t.hosts ?? [])).sort(),
    backends: [
      ...new Set(
        rules.flatMap((rule) => rule.http?.paths.map((p) => p.backend.service?.name ?? '') ?? []),
      ),
    ].sort(),
  };
}

type Peer = {
  podSelector?: { matchLabels?: Labels };
  namespaceSelector?: { matchLabels?: Labels };
};
type Policy = KubeObject & {
  spec: {
    podSelector: { matchLabels?: Labels };
    policyTypes?: string[];
    ingress?: { from?: Peer[] }[];
  };
};

/** Where a connection comes from: a pod's labels, in the release's namespace or another one. */
export type Source = { podLabels: Labels; namespaceLabels?: Labels };

/** A selector picks labels when every one of its labels is there (an empty one picks all). */
const picks = (selector: { matchLabels?: Labels } | undefined, labels: Labels) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value);

/**
 * Whether NetworkPolicies let `source` open a connection to pods labelled `target`, the way
 * Kubernetes decides (ports aside): a pod no ingress policy selects takes every connection; a
 * selected one takes those a rule of one of its policies allows. A peer with only a podSelector
 * means pods of the release's namespace; with a namespaceSelector, pods of the namespaces it picks.
 */
export function admits(objects: readonly KubeObject[], source: Source, target: Labels): boolean {
  const policies = ofKind<Policy>(objects, 'NetworkPolicy').filter(
    (policy) =>
      picks(policy.spec.podSelector, target) &&
      (policy.spec.policyTypes ?? ['Ingress']).includes('Ingress'),
  );
  if (policies.length === 0) return true;
  const fromPeer = (peer: Peer) => {
    const sameNamespace = source.namespaceLabels === undefined;
    if (peer.namespaceSelector)
      return (
        !sameNamespace &&
        picks(peer.namespaceSelector, source.namespaceLabels!) &&
        picks(peer.podSelector, source.podLabels)
      );
    return sameNamespace && picks(peer.podSelector, source.podLabels);
  };
  return policies.some((policy) =>
    (policy.spec.ingress ?? []).some(
      (rule) => !rule.from || rule.from.length === 0 || rule.from.some(fromPeer),
    ),
  );
}

/** The labels of the pods each Deployment, StatefulSet or Job runs, by `Kind/name`. */
export function podLabelsOf(objects: readonly KubeObject[]): Map<string, Labels> {
  const pods = new Map<string, Labels>();
  for (const object of objects)
    if (['Deployment', 'StatefulSet', 'Job'].includes(object.kind))
      pods.set(label(object), (object as Workload).spec.template.metadata?.labels ?? {});
  return pods;
}
