import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from '../src/graphql-schema.ts';

const target = path.resolve(import.meta.dirname, '../schema.graphql');
writeFileSync(target, printedSchema());
console.log(`Wrote ${target}`);
