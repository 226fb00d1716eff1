{{/* The prefix of every object's name. */}}
{{- define "tessera.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- else if contains "tessera" .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-tessera" .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Labels every object carries. */}}
{{- define "tessera.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: tessera
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: tessera
{{- end -}}

{{/* Selector labels of one component: (dict "root" $ "component" "gateway"). */}}
{{- define "tessera.selectorLabels" -}}
app.kubernetes.io/name: tessera
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* Pods that may reach the bundled stores: Tessera's processes and its migrations. */}}
{{- define "tessera.storeClientLabel" -}}
tessera.dev/store-client: "true"
{{- end -}}

{{- define "tessera.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- .Values.serviceAccount.name | default (include "tessera.fullname" .) -}}
{{- else -}}
{{- .Values.serviceAccount.name | default "default" -}}
{{- end -}}
{{- end -}}

{{/* The image of a process: (dict "root" $ "name" "gateway" "process" $process). */}}
{{- define "tessera.image" -}}
{{- $tag := .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- .process.image | default (printf "%s-%s:%s" .root.Values.image.repository .name $tag) -}}
{{- end -}}

{{- define "tessera.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "tessera.fullname" .)) -}}
{{- end -}}

{{/* The non-secret settings (the ConfigMap's data), also given to the migrations hook. */}}
{{- define "tessera.configData" -}}
NODE_ENV: production
HOST: 0.0.0.0
PORT: "3000"
BASE_URL: {{ printf "https://%s" .Values.host | quote }}
TRUST_PROXY: {{ .Values.config.trustProxy | quote }}
LOG_LEVEL: {{ .Values.config.logLevel | quote }}
SEED_DEMO: "false"
DATA_DIR: /tmp/tessera
REDIS_KEY_PREFIX: {{ .Values.config.redisKeyPrefix | quote }}
KAFKA_TOPIC_PREFIX: {{ .Values.config.kafkaTopicPrefix | quote }}
KAFKA_BROKERS: {{ include "tessera.kafkaBrokers" . | quote }}
S3_ENDPOINT: {{ include "tessera.s3Endpoint" . | quote }}
S3_BUCKET: {{ .Values.config.s3Bucket | quote }}
S3_REGION: {{ .Values.config.s3Region | quote }}
MEDIA_QUOTA_MB: {{ .Values.config.mediaQuotaMb | quote }}
PAID_PLAN_PRICE_CENTS: {{ .Values.config.paidPlanPriceCents | quote }}
MARKETPLACE_FEE_PERCENT: {{ .Values.config.marketplaceFeePercent | quote }}
MAIL_FROM: {{ .Values.config.mailFrom | quote }}
MAPS_TOKEN: {{ .Values.config.mapsToken | quote }}
{{- if .Values.config.otlpEndpoint }}
OTEL_EXPORTER_OTLP_ENDPOINT: {{ .Values.config.otlpEndpoint | quote }}
{{- end }}
{{- range $name, $value := .Values.config.extra }}
{{ $name }}: {{ $value | quote }}
{{- end }}
{{- end -}}

{{- define "tessera.kafkaBrokers" -}}
{{- if .Values.bundled.enabled -}}
{{- printf "%s-kafka:9092" (include "tessera.fullname" .) -}}
{{- else -}}
{{- required "connections.kafkaBrokers is required (host:port of your Kafka brokers), or set bundled.enabled=true to try Tessera out" .Values.connections.kafkaBrokers -}}
{{- end -}}
{{- end -}}

{{- define "tessera.s3Endpoint" -}}
{{- if .Values.bundled.enabled -}}
{{- printf "http://%s-minio:9000" (include "tessera.fullname" .) -}}
{{- else -}}
{{- required "connections.s3Endpoint is required (http(s)://host:port of MinIO or S3), or set bundled.enabled=true to try Tessera out" .Values.connections.s3Endpoint -}}
{{- end -}}
{{- end -}}

{{/* The Secret's data (stringData), also given to the migrations hook. */}}
{{- define "tessera.secretData" -}}
{{- $secrets := .Values.secrets -}}
SECRETS_KEY: {{ required "secrets.secretsKey is required: 32 random bytes, base64 (openssl rand -base64 32)" $secrets.secretsKey | quote }}
{{- if .Values.bundled.enabled }}
{{- $password := required "bundled.password is required with bundled.enabled=true" .Values.bundled.password }}
{{- $fullname := include "tessera.fullname" . }}
DATABASE_URL: {{ printf "postgres://tessera:%s@%s-postgresql:5432/tessera" $password $fullname | quote }}
REDIS_URL: {{ printf "redis://:%s@%s-redis:6379" $password $fullname | quote }}
S3_ACCESS_KEY: "tessera"
S3_SECRET_KEY: {{ $password | quote }}
BUNDLED_PASSWORD: {{ $password | quote }}
{{- else }}
DATABASE_URL: {{ required "secrets.databaseUrl is required (postgres://...), or name an existing Secret in secrets.existingSecret" $secrets.databaseUrl | quote }}
REDIS_URL: {{ required "secrets.redisUrl is required (redis://...), or name an existing Secret in secrets.existingSecret" $secrets.redisUrl | quote }}
S3_ACCESS_KEY: {{ required "secrets.s3AccessKey is required, or name an existing Secret in secrets.existingSecret" $secrets.s3AccessKey | quote }}
S3_SECRET_KEY: {{ required "secrets.s3SecretKey is required, or name an existing Secret in secrets.existingSecret" $secrets.s3SecretKey | quote }}
{{- end }}
{{- if $secrets.secretsKeyPrevious }}
SECRETS_KEY_PREVIOUS: {{ $secrets.secretsKeyPrevious | quote }}
{{- end }}
{{- if $secrets.stripeSecretKey }}
STRIPE_SECRET_KEY: {{ $secrets.stripeSecretKey | quote }}
{{- end }}
{{- if $secrets.stripeWebhookSecret }}
STRIPE_WEBHOOK_SECRET: {{ $secrets.stripeWebhookSecret | quote }}
{{- end }}
{{- if $secrets.googleOauthClientId }}
GOOGLE_OAUTH_CLIENT_ID: {{ $secrets.googleOauthClientId | quote }}
{{- end }}
{{- if $secrets.googleOauthClientSecret }}
GOOGLE_OAUTH_CLIENT_SECRET: {{ $secrets.googleOauthClientSecret | quote }}
{{- end }}
{{- if $secrets.smtpUrl }}
SMTP_URL: {{ $secrets.smtpUrl | quote }}
{{- end }}
{{- end -}}

{{/* The security context of every Tessera container. */}}
{{- define "tessera.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
capabilities:
  drop: [ALL]
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "tessera.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile:
  type: RuntimeDefault
{{- end -}}
