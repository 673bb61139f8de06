"""The reference deployments in deploy/ agree with each other and with the server: the proxies
list exactly the StatefulSet's shards, route by x-memoryd-pool without failing over, and the
manifests' settings are settings memoryd knows. (nginx and HAProxy also run for real in
tests/integration/test_sharding.py; Envoy and Kubernetes are not available here.)"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from memoryd.server.settings import load_settings

DEPLOY = Path(__file__).resolve().parents[3] / "deploy"


def _docs(path: Path) -> list[dict]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d]


def _by_kind(kind: str) -> list[dict]:
    return [d for p in sorted((DEPLOY / "kubernetes").glob("*.yaml")) for d in _docs(p)
            if d["kind"] == kind]  # fmt: skip


def _statefulset() -> dict:
    (sts,) = _by_kind("StatefulSet")
    return sts


def _shard_addresses() -> list[str]:
    sts = _statefulset()
    (container,) = sts["spec"]["template"]["spec"]["containers"]
    port = container["ports"][0]["containerPort"]
    name, ns, service = (
        sts["metadata"]["name"],
        sts["metadata"]["namespace"],
        sts["spec"]["serviceName"],
    )
    replicas = range(sts["spec"]["replicas"])
    return [f"{name}-{i}.{service}.{ns}.svc.cluster.local:{port}" for i in replicas]


def _block(text: str) -> str:
    return text.split("# BEGIN shards", 1)[1].split("# END shards", 1)[0]


def test_the_statefulset_keeps_a_volume_per_shard_behind_a_headless_service():
    sts = _statefulset()
    assert sts["spec"]["volumeClaimTemplates"][0]["metadata"]["name"] == "data"
    (container,) = sts["spec"]["template"]["spec"]["containers"]
    assert {"name": "data", "mountPath": "/data"} in container["volumeMounts"]
    services = {s["metadata"]["name"]: s for s in _by_kind("Service")}
    assert services[sts["spec"]["serviceName"]]["spec"]["clusterIP"] == "None"
    port = container["ports"][0]["containerPort"]
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert container[probe]["grpc"]["port"] == port  # grpc.health.v1


def test_the_shards_environment_is_settings_memoryd_knows():
    (container,) = _statefulset()["spec"]["template"]["spec"]["containers"]
    env = {e["name"]: e.get("value", "memoryd-0") for e in container["env"]}
    settings = load_settings({}, env)
    assert settings.routing.header_required
    assert settings.routing.shard_name == "memoryd-0"
    assert settings.max_message_bytes == 64 << 20


def test_every_proxy_lists_exactly_the_statefulsets_shards():
    shards = _shard_addresses()
    nginx = _block((DEPLOY / "nginx" / "nginx.conf").read_text())
    assert re.findall(r"server (\S+) max_fails=0;", nginx) == shards
    haproxy = _block((DEPLOY / "haproxy" / "haproxy.cfg").read_text())
    assert re.findall(r"server memoryd-\d+ (\S+) id \d+ proto h2", haproxy) == shards
    ids = re.findall(r"server (memoryd-(\d+)) \S+ id (\d+) ", haproxy)
    assert all(int(ordinal) + 1 == int(id) for _, ordinal, id in ids)  # stable: never reused
    envoy = yaml.safe_load((DEPLOY / "envoy" / "envoy.yaml").read_text())
    (cluster,) = envoy["static_resources"]["clusters"]
    endpoints = cluster["load_assignment"]["endpoints"][0]["lb_endpoints"]
    found = [
        f"{e['endpoint']['address']['socket_address']['address']}:"
        f"{e['endpoint']['address']['socket_address']['port_value']}"
        for e in endpoints
    ]
    assert found == shards


def test_the_proxies_hash_the_pool_header_and_never_fail_over():
    nginx = (DEPLOY / "nginx" / "nginx.conf").read_text()
    assert "hash $http_x_memoryd_pool consistent;" in nginx
    assert "grpc_next_upstream off;" in nginx and "client_max_body_size 64m;" in nginx
    haproxy = (DEPLOY / "haproxy" / "haproxy.cfg").read_text()
    assert "balance hdr(x-memoryd-pool)" in haproxy and "hash-type consistent" in haproxy
    assert re.search(r"^\s*retries 0$", haproxy, re.M) and " check" not in _block(haproxy)
    envoy = yaml.safe_load((DEPLOY / "envoy" / "envoy.yaml").read_text())
    (cluster,) = envoy["static_resources"]["clusters"]
    assert cluster["lb_policy"] == "RING_HASH" and "health_checks" not in cluster
    assert cluster["common_lb_config"]["use_hostname_for_hashing"] is True
    (listener,) = envoy["static_resources"]["listeners"]
    manager = listener["filter_chains"][0]["filters"][0]["typed_config"]
    (route,) = manager["route_config"]["virtual_hosts"][0]["routes"]
    assert route["route"]["hash_policy"] == [{"header": {"header_name": "x-memoryd-pool"}}]
    assert "retry_policy" not in route["route"]


def test_the_kustomization_names_files_that_exist():
    kustomization = yaml.safe_load((DEPLOY / "kustomization.yaml").read_text())
    for resource in kustomization["resources"]:
        assert (DEPLOY / resource).is_file(), resource
    for generator in kustomization["configMapGenerator"]:
        for entry in generator["files"]:
            assert (DEPLOY / entry.split("=", 1)[-1]).is_file(), entry
    (proxy,) = _by_kind("Deployment")
    volumes = {v["name"]: v for v in proxy["spec"]["template"]["spec"]["volumes"]}
    assert volumes["config"]["configMap"]["name"] == kustomization["configMapGenerator"][0]["name"]
