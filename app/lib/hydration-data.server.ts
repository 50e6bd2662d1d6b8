import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * React Router writes the data a page hydrates with as scripts at the end of the document (its `StreamTransfer`), one
 * per chunk of the encoded data, each waiting for its chunk when the render reaches it: a render that suspends. This
 * reads the whole stream before the render and puts each chunk where those scripts look first, the render's
 * `renderMeta.streamCache` (one entry per chunk, as they would have filled it), so the document renders without
 * suspending (decision 075). A chunk that fails is kept as the failure, which the script throws as it would have.
 * The render takes a reader of `serverHandoffStream` all the same: the read stream is replaced by an empty one (not
 * released, which costs a stack trace on every request).
 */
export async function readHydrationData(context: EntryContext): Promise<void> {
  const { renderMeta, serverHandoffStream } = context;
  if (!renderMeta || !serverHandoffStream || serverHandoffStream.locked) return;
  const reader = serverHandoffStream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let index = 0; ; index++) {
    try {
      const { done, value } = await reader.read();
      cache[index] = Object.assign(Promise.resolve(), {
        result: { done, value: decoder.decode(value, { stream: true }) },
      });
      if (done) break;
    } catch (error) {
      cache[index] = Object.assign(Promise.resolve(), { error });
      break;
    }
  }
  context.serverHandoffStream = new ReadableStream();
  renderMeta.streamCache = cache;
}
