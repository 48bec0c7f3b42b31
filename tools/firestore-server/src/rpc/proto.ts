// Loads the google.firestore.v1 service definition from the protos that @google-cloud/firestore ships.
import { createRequire } from 'node:module';
import path from 'node:path';

import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import protobuf from 'protobufjs';

const require = createRequire(import.meta.url);

function protosDir(): string {
  const pkgJson = require.resolve('@google-cloud/firestore/package.json');
  return path.join(path.dirname(pkgJson), 'build', 'protos');
}

/**
 * The Admin SDK's copy of `Write` leaves out `verify` (field 5), which only the client SDKs send: their
 * transactions commit a verify for each document read but not written. Without the field a verify
 * would arrive as an empty write, so it is added back to the `operation` oneof.
 */
function addVerify(root: protobuf.Root): void {
  const write = root.lookupType('google.firestore.v1.Write');
  if (write.fields.verify) return;
  const verify = new protobuf.Field('verify', 5, 'string');
  write.add(verify);
  write.oneofs.operation?.add(verify);
}

export function loadFirestoreService(): grpc.ServiceDefinition {
  const root = new protobuf.Root();
  root.resolvePath = (origin, target) =>
    path.isAbsolute(target) ? target : path.join(protosDir(), target);
  root.loadSync('google/firestore/v1/firestore.proto', { keepCase: false });
  addVerify(root);
  const definition = protoLoader.fromJSON(root.toJSON(), {
    keepCase: false,
    longs: String,
    enums: String,
    defaults: false,
    oneofs: true,
  });
  const loaded = grpc.loadPackageDefinition(definition);
  const v1 = (loaded.google as grpc.GrpcObject).firestore as grpc.GrpcObject;
  const ctor = (v1.v1 as grpc.GrpcObject).Firestore as grpc.ServiceClientConstructor;
  return ctor.service;
}
