import { yieldToMain } from '../lib/yieldToMain'
import {
  APP_CODE_TEMPLATE_ID,
  type ImportModule,
  importByUrl,
  importInTurn,
  ROUTE_CHUNK_ATTRIBUTE,
} from './appCode'

/**
 * Runs the page's own route chunks, one per task, before the router loads
 * the route. The router's import of the route's component evaluates its
 * whole module graph at once: on `/pool` about 40 chunks (bignumber.js,
 * the hashes, the pool's features) made a task of 25–45 ms here, several
 * times that on a phone. Imported one by one, dependencies first, each
 * chunk runs in a task of its own, and the router's import then finds them
 * all evaluated. A chunk that fails is left to the router, which reports
 * it as it reports any failed load.
 */
export async function evaluateRouteChunks(
  doc: Document,
  importModule: ImportModule = importByUrl,
): Promise<void> {
  const template = doc.getElementById(APP_CODE_TEMPLATE_ID)
  if (!(template instanceof HTMLTemplateElement)) return
  const links = template.content.querySelectorAll(
    `link[rel="modulepreload"][${ROUTE_CHUNK_ATTRIBUTE}]`,
  )
  await importInTurn(
    doc,
    [...links].map((link) => link.getAttribute('href')),
    importModule,
    yieldToMain,
  )
}
