import { describe, expect, it } from 'vitest';

import { staticImportsOf } from './web-weight.js';

describe('static imports of built chunks', () => {
  it('finds named, bare and side-effect imports of minified code', () => {
    const code =
      'import{a as b,c}from"./react-x1.js";import"./style-x2.js";import*as d from"./ns-x3.js";b()';
    expect(staticImportsOf(code)).toEqual(['./react-x1.js', './style-x2.js', './ns-x3.js']);
  });

  it('follows re-exports too', () => {
    expect(staticImportsOf('export{a as b}from"./shared-x5.js";')).toEqual(['./shared-x5.js']);
  });

  it('ignores dynamic imports, which load later', () => {
    expect(staticImportsOf('const m=()=>import("./home-x4.js");')).toEqual([]);
  });
});
