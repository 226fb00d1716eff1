{{/* The edge's Caddyfile: on-demand TLS for verified custom domains, then to the gateway. */}}
{{- define "tessera.caddyfile" -}}
{{- $fullname := include "tessera.fullname" . -}}
{{- $edge := .Values.customDomains -}}
{
  admin off
  http_port 8080
  https_port 8443
  storage file_system /data/caddy
  email {{ required "customDomains.acmeEmail is required with customDomains.enabled=true" $edge.acmeEmail }}
  acme_ca {{ $edge.acmeCa }}
  on_demand_tls {
    ask http://{{ $fullname }}-gateway/api/custom-domains/certificate-allowed
  }
}

:8081 {
  respond /health 200
}

http:// {
  redir https://{host}{uri} permanent
}

https:// {
  tls {
    on_demand
  }
  reverse_proxy http://{{ $fullname }}-gateway {
    header_up Host {host}
  }
}
{{- end -}}
