// Loads the google.firestore.v1 service definition from the protos that @google-cloud/firestore ships.
import { createRequire } from 'node:module';
import path from 'node:path';

import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';

const require = createRequire(import.meta.url);

function protosDir(): string {
  const pkgJson = require.resolve('@google-cloud/firestore/package.json');
  return path.join(path.dirname(pkgJson), 'build', 'protos');
}

export function loadFirestoreService(): grpc.ServiceDefinition {
  const definition = protoLoader.loadSync('google/firestore/v1/firestore.proto', {
    includeDirs: [protosDir()],
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
