// Loads the memoryd.v1 contract at run time and makes the generated service client.
import * as path from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";

import type { ProtoGrpcType } from "./generated/memory";
import type { MemoryServiceClient } from "./generated/memoryd/v1/MemoryService";

/** The loader options; scripts/gen.js generates the types with the same ones. */
export const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: false, // camelCase fields, as the generated types have them
  longs: Number, // uint64 counts fit in a double for any real pool
  enums: String, // "MEMORY_TYPE_SEMANTIC", mapped to "semantic" by convert.ts
  defaults: true,
  oneofs: true,
  includeDirs: [path.resolve(__dirname, "../../proto")],
};

let loaded: ProtoGrpcType | undefined;

/** Returns the loaded contract (loaded once per process). */
export function contract(): ProtoGrpcType {
  if (loaded === undefined) {
    const definition = protoLoader.loadSync("memoryd/v1/memory.proto", LOADER_OPTIONS);
    loaded = grpc.loadPackageDefinition(definition) as unknown as ProtoGrpcType;
  }
  return loaded;
}

/** Returns a new generated MemoryService client on its own channel. */
export function makeServiceClient(
  target: string,
  credentials: grpc.ChannelCredentials,
  options: grpc.ChannelOptions,
): MemoryServiceClient {
  return new (contract().memoryd.v1.MemoryService)(target, credentials, options);
}
