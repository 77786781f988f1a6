import {
  applyCollectionUploadEvent,
  COLLECTION_ITEMS_CHUNK,
  type CollectionUploadItem,
  type CollectionUploadState,
  getCollectionUploadStep,
  startCollectionUpload,
  type ValidCollectionInfo,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { useRef, useState } from 'react'
import { apiErrorMessage } from '../../../lib/api/apiErrorMessage'
import { INDEXED } from '../../../lib/query/queryKeys'
import { useServices } from '../../../lib/services'
import { walletErrorMessage } from '../../../lib/wallet/walletErrorMessage'

/** What one submission sends: the info (icon as its content URL) and the items. */
export type CollectionUploadRequest = {
  readonly info: ValidCollectionInfo
  /** The icon's content URL, as the API stores it. */
  readonly iconUrl: string
  readonly items: readonly CollectionUploadItem[]
}

export type CollectionUploadPhase =
  | 'idle'
  | 'sign'
  | 'meta'
  | 'items'
  | 'failed'
  | 'done'

export type CollectionUploadView = {
  readonly phase: CollectionUploadPhase
  readonly upload: CollectionUploadState
  readonly error?: MessageDescriptor
  /** The last signature request was declined in the wallet. */
  readonly declined: boolean
}

/**
 * Submits a collection (docs/api.md §8.11): the wallet signs the name (a
 * message, no transaction), `upload/meta` saves the collection, then
 * `upload/inscriptions/meta` the items in chunks. Core's upload steps
 * decide what comes next, so after a failure `submit` again (Retry)
 * neither asks for a second signature nor creates a second collection,
 * and sends only the items not saved yet. Nothing here is on chain, so
 * nothing is journaled; a reload loses the progress, and the owner adds
 * the rest by editing the collection.
 */
export function useCollectionUpload(
  metaId: string | null,
  itemsPerRequest: number = COLLECTION_ITEMS_CHUNK,
) {
  const services = useServices()
  const [view, setView] = useState<CollectionUploadView>(() => ({
    phase: 'idle',
    upload: startCollectionUpload(metaId),
    declined: false,
  }))
  const current = useRef(view.upload)
  const busy = useRef(false)

  const submit = async (request: CollectionUploadRequest) => {
    if (busy.current) return
    busy.current = true
    let upload = current.current
    const set = (
      phase: CollectionUploadPhase,
      extra: Partial<CollectionUploadView> = {},
    ) => {
      current.current = upload
      setView({ phase, upload, declined: false, ...extra })
    }
    try {
      for (;;) {
        const step = getCollectionUploadStep(
          upload,
          request.items,
          itemsPerRequest,
        )
        if (step.kind === 'done') break
        set(step.kind)
        if (step.kind === 'sign') {
          const wallet = await services.wallet()
          const signed = await wallet.signMessage(request.info.name)
          if (signed.isErr()) {
            set('failed', { error: walletErrorMessage(signed.error) })
            return
          }
          if (signed.value.kind === 'rejected') {
            set('idle', { declined: true })
            return
          }
          upload = applyCollectionUploadEvent(upload, {
            kind: 'signed',
            signature: signed.value.signature,
          })
          continue
        }
        const api = await services.api()
        const signature = upload.signature as string
        if (step.kind === 'meta') {
          const { info } = request
          const saved = await api.uploadCollectionMeta({
            name: info.name,
            sigMsg: signature,
            ...(upload.metaId === null ? {} : { metaId: upload.metaId }),
            description: info.description,
            slug: info.slug,
            icon: request.iconUrl,
            twitterLink: info.twitterLink,
            websiteLink: info.websiteLink,
            discordLink: info.discordLink,
          })
          if (saved.isErr()) {
            set('failed', { error: apiErrorMessage(saved.error) })
            return
          }
          upload = applyCollectionUploadEvent(upload, {
            kind: 'metaSaved',
            metaId: saved.value.metaId,
          })
          continue
        }
        const sent = await api.uploadCollectionItemsMeta({
          sigMsg: signature,
          metaId: upload.metaId as string,
          metaName: request.info.name,
          items: step.items,
        })
        if (sent.isErr()) {
          set('failed', { error: apiErrorMessage(sent.error) })
          return
        }
        upload = applyCollectionUploadEvent(upload, {
          kind: 'itemsSaved',
          fileIds: step.items.map((i) => i.fileId),
        })
      }
      set('done')
      void services.queryClient.invalidateQueries({
        queryKey: [INDEXED, 'collections'],
      })
    } finally {
      busy.current = false
    }
  }

  return { view, submit }
}
