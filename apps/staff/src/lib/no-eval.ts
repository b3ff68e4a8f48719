import { z } from 'zod';

// zod compiles its object parsers with `new Function` when the page allows it, and tries once to
// find out: under the inbox's policy (no eval, Trusted Types) that try is a logged violation.
// Parsing without compiling is as correct, and fast enough for the inbox's few objects.
z.config({ jitless: true });
