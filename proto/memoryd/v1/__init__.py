"""memoryd.v1: the generated protobuf messages and gRPC stubs of the memoryd API."""
