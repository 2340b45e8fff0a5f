/**
 * Two places where happy-dom departs from the DOM standard and browsers, and DOMPurify (rich-text display) depends
 * on the standard. Each fix applies only while happy-dom still has the fault.
 *
 * 1. `Node.prototype.nodeName`'s getter answers '' for elements (each subclass defines its own). DOMPurify reads
 *    names through that getter, so every element would count as unknown and be removed.
 * 2. A NodeIterator stops when the node it last returned is removed (no "pre-removing steps"). DOMPurify removes
 *    nodes as it iterates, so it would stop sanitising at the first removal. Tests get an iterator that follows the
 *    standard for what DOMPurify needs: nextNode, with the last returned node removed.
 */

function nodeNameGetterDispatches(): boolean {
  const getter = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
  return !getter || getter.call(document.createElement('p')) === 'P';
}

if (!nodeNameGetterDispatches()) {
  const baseGetter = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get as (this: Node) => string;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      // The nearest class's own getter, as a browser's single native getter would answer.
      for (let prototype = Object.getPrototypeOf(this); prototype && prototype !== Node.prototype; ) {
        const getter = Object.getOwnPropertyDescriptor(prototype, 'nodeName')?.get;
        if (getter) return getter.call(this);
        prototype = Object.getPrototypeOf(prototype);
      }
      return baseGetter.call(this);
    },
  });
}

function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let previous = node.previousSibling;
  if (!previous) return node.parentNode;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

class StandardNodeIterator {
  referenceNode: Node;
  pointerBeforeReferenceNode = true;
  private precedingReference: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {
    this.referenceNode = root;
  }

  nextNode(): Node | null {
    let node = this.referenceNode;
    let beforeNode = this.pointerBeforeReferenceNode;
    if (node !== this.root && !this.root.contains(node)) {
      // The standard moves the reference to the node before a removed one.
      node = this.precedingReference ?? this.root;
      beforeNode = false;
    }
    for (;;) {
      if (!beforeNode) {
        const next = following(node, this.root);
        if (!next) return null;
        node = next;
      }
      beforeNode = false;
      if (this.accepts(node)) {
        this.referenceNode = node;
        this.pointerBeforeReferenceNode = false;
        this.precedingReference = preceding(node, this.root);
        return node;
      }
    }
  }

  previousNode(): Node | null {
    throw new Error('previousNode is not provided by the test NodeIterator');
  }

  detach(): void {}

  private accepts(node: Node): boolean {
    if (!((this.whatToShow >> (node.nodeType - 1)) & 1)) return false;
    if (!this.filter) return true;
    const verdict = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  }
}

function iteratorSurvivesRemoval(): boolean {
  const root = document.createElement('div');
  root.innerHTML = '<b></b><i></i>';
  const iterator = document.createNodeIterator(root, NodeFilter.SHOW_ELEMENT);
  iterator.nextNode();
  iterator.nextNode()?.parentNode?.removeChild(root.firstChild as Node);
  return iterator.nextNode()?.nodeName === 'I';
}

/** The prototype that defines createNodeIterator: happy-dom's own Document class, not the window's `Document`. */
function documentPrototype(): { createNodeIterator: Document['createNodeIterator'] } {
  let prototype: object | null = document;
  while (prototype && !Object.hasOwn(prototype, 'createNodeIterator')) prototype = Object.getPrototypeOf(prototype);
  return (prototype ?? Document.prototype) as { createNodeIterator: Document['createNodeIterator'] };
}

if (!iteratorSurvivesRemoval()) {
  documentPrototype().createNodeIterator = function createNodeIterator(root, whatToShow = 0xffffffff, filter = null) {
    return new StandardNodeIterator(root, whatToShow, filter) as unknown as NodeIterator;
  };
}
