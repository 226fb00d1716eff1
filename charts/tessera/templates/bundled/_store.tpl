{{- /*
A bundled store, for trying Tessera out: a one-replica StatefulSet with its volume, a Service and a
NetworkPolicy letting only Tessera's processes in. (dict "root" $ "name" "redis" "port" 6379
"image" ... "storage" "8Gi" or "" (memory only) "dataPath" "/data" "runAsUser" 999
"command" (list ...) "env" (list (dict "name" ... "value" ...)) "probe" (tcpSocket/exec map))
*/ -}}
{{- define "tessera.bundledStore" -}}
{{- $root := .root }}
{{- $fullname := include "tessera.fullname" $root }}
{{- $component := printf "bundled-%s" .name }}
apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: {{ $fullname }}-{{ .name }}
  labels:
    {{- include "tessera.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $component }}
spec:
  serviceName: {{ $fullname }}-{{ .name }}
  replicas: 1
  selector:
    matchLabels:
      {{- include "tessera.selectorLabels" (dict "root" $root "component" $component) | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "tessera.selectorLabels" (dict "root" $root "component" $component) | nindent 8 }}
    spec:
      automountServiceAccountToken: false
      securityContext:
        runAsNonRoot: true
        runAsUser: {{ .runAsUser }}
        runAsGroup: {{ .runAsUser }}
        fsGroup: {{ .runAsUser }}
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: {{ .name }}
          image: {{ .image }}
          {{- with .command }}
          command:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          {{- with .env }}
          env:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          ports:
            - name: store
              containerPort: {{ .port }}
          readinessProbe:
            {{- toYaml .probe | nindent 12 }}
            periodSeconds: 10
          livenessProbe:
            {{- toYaml .probe | nindent 12 }}
            initialDelaySeconds: 30
            periodSeconds: 20
          resources:
            requests: { cpu: 100m, memory: 256Mi }
            limits: { memory: 1Gi }
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: [ALL]
          volumeMounts:
            - name: data
              mountPath: {{ .dataPath }}
            - name: tmp
              mountPath: /tmp
      volumes:
        - name: tmp
          emptyDir: {}
        {{- if not .storage }}
        - name: data
          emptyDir: {}
        {{- end }}
  {{- if .storage }}
  volumeClaimTemplates:
    - metadata:
        name: data
      spec:
        accessModes: [ReadWriteOnce]
        {{- if $root.Values.bundled.storageClassName }}
        storageClassName: {{ $root.Values.bundled.storageClassName }}
        {{- end }}
        resources:
          requests:
            storage: {{ .storage }}
  {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $fullname }}-{{ .name }}
  labels:
    {{- include "tessera.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $component }}
spec:
  selector:
    {{- include "tessera.selectorLabels" (dict "root" $root "component" $component) | nindent 4 }}
  ports:
    - name: store
      port: {{ .port }}
      targetPort: store
{{- if $root.Values.networkPolicy.enabled }}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ $fullname }}-{{ .name }}
  labels:
    {{- include "tessera.labels" $root | nindent 4 }}
    app.kubernetes.io/component: {{ $component }}
spec:
  podSelector:
    matchLabels:
      {{- include "tessera.selectorLabels" (dict "root" $root "component" $component) | nindent 6 }}
  policyTypes: [Ingress]
  ingress:
    - from:
        - podSelector:
            matchLabels:
              app.kubernetes.io/instance: {{ $root.Release.Name }}
              {{- include "tessera.storeClientLabel" $root | nindent 14 }}
      ports:
        - port: store
          protocol: TCP
{{- end }}
{{- end -}}
