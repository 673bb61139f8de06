# memoryd sidecar image: `docker build -t memoryd .` then
# `docker run -v memoryd-data:/data -p 127.0.0.1:50051:50051 memoryd`.
#
# As a sidecar it listens on the pod/compose network, which is the security boundary, so the
# image allows plain, unauthenticated gRPC beyond loopback (MEMORYD_ALLOW_INSECURE_REMOTE=1).
# For a shared service, mount an API-keys file and certificates and unset it:
#   -e MEMORYD_ALLOW_INSECURE_REMOTE=0 -e MEMORYD_AUTH__KEYS_FILE=/run/secrets/keys.toml
#   -e MEMORYD_TLS__CERT_FILE=... -e MEMORYD_TLS__KEY_FILE=...   (see docs/operations.md)
FROM python:3.11-slim AS build
WORKDIR /src
COPY proto/ proto/
COPY clients/python/ clients/python/
COPY core/ core/
COPY server/ server/
COPY pyproject.toml README.md ./
RUN python -m venv /opt/memoryd \
 && /opt/memoryd/bin/pip install --no-cache-dir ./proto . \
 && /opt/memoryd/bin/pip uninstall -y pip

FROM python:3.11-slim
RUN useradd --create-home --uid 10001 memoryd \
 && mkdir /data && chown memoryd /data
COPY --from=build /opt/memoryd /opt/memoryd
ENV PATH=/opt/memoryd/bin:$PATH \
    MEMORYD_LISTEN=0.0.0.0:50051 \
    MEMORYD_DATA_DIR=/data \
    MEMORYD_ALLOW_INSECURE_REMOTE=1 \
    NUMBA_CACHE_DIR=/data/.numba-cache \
    OPENBLAS_NUM_THREADS=1 \
    OMP_WAIT_POLICY=PASSIVE
USER memoryd
VOLUME /data
EXPOSE 50051
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["memoryd", "health", "--target", "127.0.0.1:50051"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["memoryd"]
CMD ["serve"]
