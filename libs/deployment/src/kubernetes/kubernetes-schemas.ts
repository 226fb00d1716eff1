import { Certificate } from '@kubernetes-models/cert-manager/cert-manager.io/v1/Certificate';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { KubeObject } from '../helm/render-chart.js';

type Model = new (data: never) => { validate(): void };

/**
 * The Kubernetes schemas (the kubernetes-models packages, generated from Kubernetes' OpenAPI and
 * cert-manager's CRDs) of every kind Tessera deploys. A kind missing here fails the check rather
 * than passing unvalidated: add its model when the chart or the manifests gain one.
 */
const MODELS: Record<string, Model> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'cert-manager.io/v1/Certificate': Certificate,
};

/**
 * The object as the API server reads it: Go's base64 decoding skips line breaks, which kustomize
 * writes into a Secret's long values, while the schemas' "byte" format allows none.
 */
function asDecoded(object: KubeObject): KubeObject {
  const data = object['data'];
  if (object.kind !== 'Secret' || typeof data !== 'object' || data === null) return object;
  const unfolded = Object.fromEntries(
    Object.entries(data as Record<string, string>).map(([key, value]) => [
      key,
      value.replace(/[\r\n]/g, ''),
    ]),
  );
  return { ...object, data: unfolded };
}

/**
 * What is wrong with each object by its schema (types, required fields, enumerations, formats),
 * as `Kind/name: message` lines; empty when all are valid. The schemas do not reject unknown
 * fields (the API server's strict validation does), so a misspelt optional field passes here.
 */
export function schemaErrors(objects: readonly KubeObject[]): string[] {
  const errors: string[] = [];
  for (const object of objects) {
    const label = `${object.kind}/${object.metadata?.name ?? '(no name)'}`;
    const model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!model) {
      errors.push(`${label}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new model(asDecoded(object) as never).validate();
    } catch (error) {
      errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (
      !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(object.metadata?.name ?? '') ||
      object.metadata.name.length > 63
    )
      errors.push(`${label}: the name is not a DNS label of at most 63 characters`);
  }
  return errors;
}
