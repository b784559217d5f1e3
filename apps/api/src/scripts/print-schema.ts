import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema.js';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema.graphql');
fs.writeFileSync(out, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`wrote ${out}`);
