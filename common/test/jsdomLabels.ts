import { createRequire } from 'node:module';

/**
 * jsdom finds the control of a `<label for="…">` by walking the whole document, once per label, and
 * an element's labels by asking every node of the document for its control. Testing Library's role
 * queries ask each candidate (every button, every input) for its labels while naming it, so on a
 * whole react-admin form a single `getByRole('button', { name })` walked the document hundreds of
 * thousands of times (a third of the back office suite). In a document the control is the element
 * that `getElementById` answers, from jsdom's own index of ids: the same element, without the walk.
 * Elsewhere (a fragment, a detached tree) jsdom's own getter answers as before.
 */
export function indexLabelControls() {
  const require = createRequire(import.meta.url);
  const { implementation: Label } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable: (node: unknown) => boolean;
  };
  const walking = Object.getOwnPropertyDescriptor(Label.prototype, 'control');
  if (!walking?.get || (walking.get as { indexed?: true }).indexed) return;
  const indexed = function (this: LabelImpl) {
    const id = this.getAttributeNS(null, 'for');
    const root = this.getRootNode({});
    if (id && root._byIdCache) {
      const control = root.getElementById(id);
      return control && isLabelable(control) ? control : null;
    }
    return walking.get!.call(this);
  };
  Object.defineProperty(Label.prototype, 'control', {
    ...walking,
    get: Object.assign(indexed, { indexed: true }),
  });
}

interface LabelImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { _byIdCache?: unknown; getElementById(id: string): unknown };
}
