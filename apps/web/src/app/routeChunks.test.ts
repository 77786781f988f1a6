import { afterEach, describe, expect, it } from 'vitest'
import { APP_CODE_TEMPLATE_ID, ROUTE_CHUNK_ATTRIBUTE } from './appCode'
import { evaluateRouteChunks } from './routeChunks'

const link = (href: string, route: boolean) =>
  `<link rel="modulepreload" crossorigin href="${href}"${route ? ` ${ROUTE_CHUNK_ATTRIBUTE}` : ''}>`

function pageWith(links: string) {
  document.head.innerHTML = `<template id="${APP_CODE_TEMPLATE_ID}"><link rel="preload" href="/config.json" as="fetch">${links}</template>`
}

/**
 * Records each import, and those that came in the same task as the one
 * before: each import queues a timer, which runs before the task a yield
 * resumes in (timers of the same delay run in order).
 */
function recorder(fail?: string) {
  const order: string[] = []
  const sameTask: string[] = []
  let taskOfLast = false
  const importModule = (url: string) => {
    if (taskOfLast) sameTask.push(url)
    taskOfLast = true
    setTimeout(() => {
      taskOfLast = false
    }, 0)
    order.push(url)
    return fail !== undefined && url.endsWith(fail)
      ? Promise.reject(new Error('failed to fetch'))
      : Promise.resolve({})
  }
  return { order, sameTask, importModule }
}

describe('evaluateRouteChunks', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it("imports the route's chunks in the template's order, by absolute URL, and nothing else", async () => {
    pageWith(
      link('/assets/bignumber.js', true) +
        link('/assets/pool.js', true) +
        link('/assets/cart.js', false),
    )
    const imports = recorder()
    await evaluateRouteChunks(document, imports.importModule)
    const origin = new URL(document.baseURI).origin
    expect(imports.order).toEqual([
      `${origin}/assets/bignumber.js`,
      `${origin}/assets/pool.js`,
    ])
  })

  it('runs each chunk in a task of its own', async () => {
    pageWith(
      ['a', 'b', 'c', 'd'].map((n) => link(`/assets/${n}.js`, true)).join(''),
    )
    const imports = recorder()
    await evaluateRouteChunks(document, imports.importModule)
    expect(imports.order).toHaveLength(4)
    expect(imports.sameTask).toEqual([])
  })

  it('stops at a chunk that fails and leaves it to the router', async () => {
    pageWith(['a', 'b', 'c'].map((n) => link(`/assets/${n}.js`, true)).join(''))
    const imports = recorder('/b.js')
    await expect(
      evaluateRouteChunks(document, imports.importModule),
    ).resolves.toBeUndefined()
    expect(imports.order.map((url) => url.split('/').pop())).toEqual([
      'a.js',
      'b.js',
    ])
  })

  it('does nothing on a page without the template (the dev server)', async () => {
    const imports = recorder()
    await evaluateRouteChunks(document, imports.importModule)
    expect(imports.order).toEqual([])
  })
})
