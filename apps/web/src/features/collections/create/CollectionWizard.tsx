import {
  type CollectionInfoField,
  type CollectionInfoInput,
  type CollectionUploadItem,
  getUnsavedCollectionItems,
  parseTraitsCsv,
  suggestCollectionSlug,
  type TraitsCsvResult,
  validateCollectionInfo,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useSetAtom } from 'jotai'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useFormatters } from '../../../i18n/useFormatters'
import { getApiContentUrl } from '../../../lib/content/getApiContentUrl'
import { AnchorLink } from '../../../ui/AnchorLink'
import { ContentImage } from '../../../ui/ContentImage'
import { TextareaField } from '../../../ui/fields/TextareaField'
import { ReviewTable } from '../../../ui/ReviewTable'
import { collectionInfoIssueMessage, traitsCsvIssueMessage } from './messages'
import { useCollectionUpload } from './useCollectionUpload'
import {
  CLEAR_DRAFT,
  loadWizardDraft,
  type WizardDraft,
  wizardDraftAtom,
} from './wizardDraft'

/** A file the wizard can put in the collection. */
export type WizardFile = {
  readonly fileId: string
  /** Its content URL from the API (`undefined` when not known). */
  readonly filePath: string | undefined
  /** Already in the collection being edited: it stays selected. */
  readonly fixed: boolean
}

type ItemDraft = {
  readonly name: string
  readonly values: Readonly<Record<string, string>>
}

/** Where the wizard starts: empty for a new collection, the stored one for an edit. */
export type WizardInitial = {
  readonly metaId: string | null
  readonly info: CollectionInfoInput
  readonly traitTypes: readonly string[]
  readonly items: Readonly<Record<string, ItemDraft>>
  /** The stored icon URL, kept when its file has no known path. */
  readonly iconUrl?: string
}

export const EMPTY_INITIAL: WizardInitial = {
  metaId: null,
  info: {
    name: '',
    description: '',
    slug: '',
    icon: '',
    twitterLink: '',
    websiteLink: '',
    discordLink: '',
  },
  traitTypes: [],
  items: {},
}

const short = (fileId: string) => `${fileId.slice(0, 8)}…`

/**
 * Creating or editing a collection in the spec's 3 steps (docs/product.md
 * §2): select files, supplement the info, describe the attributes; then
 * the wallet signs the name and both metadata uploads run
 * (`useCollectionUpload`). With `persist`, the progress (step, files,
 * info, traits) is kept in the tab's session storage across a reload.
 */
export function CollectionWizard({
  holder,
  files: liveFiles,
  initial,
  itemsPerRequest,
  persist = false,
}: {
  readonly holder: string
  readonly files: readonly WizardFile[]
  readonly initial: WizardInitial
  /** Items per upload request (core's chunk by default). */
  readonly itemsPerRequest?: number
  /** Keep the progress across a reload (a new collection). */
  readonly persist?: boolean
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const editing = initial.metaId !== null
  // Once submitted, the files stay as sent: the lists refresh after the
  // upload (the files leave "not in a collection"), the summary must not.
  const [sentFiles, setSentFiles] = useState<readonly WizardFile[] | null>(null)
  const files = sentFiles ?? liveFiles
  const setDraft = useSetAtom(wizardDraftAtom)
  // Read once: the progress this tab kept for this address.
  const [restored] = useState(() => {
    const draft = persist ? loadWizardDraft() : undefined
    return draft?.holder === holder ? draft : undefined
  })
  const [active, setActive] = useState<number>(() =>
    restored && restored.selected.length > 0 ? restored.active : 0,
  )
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () =>
      new Set([
        ...files.filter((f) => f.fixed).map((f) => f.fileId),
        ...Object.keys(initial.items),
        ...(restored?.selected ?? []),
      ]),
  )
  const [selectionError, setSelectionError] = useState(false)
  const [info, setInfo] = useState<CollectionInfoInput>(
    restored?.info ?? initial.info,
  )
  const [showInfoIssues, setShowInfoIssues] = useState(false)
  const [traitTypes, setTraitTypes] = useState<readonly string[]>(
    restored?.traitTypes ?? initial.traitTypes,
  )
  const [items, setItems] = useState<Readonly<Record<string, ItemDraft>>>(
    restored?.items ?? initial.items,
  )
  const { view, submit } = useCollectionUpload(initial.metaId, itemsPerRequest)
  useEffect(() => {
    if (!persist) return
    // Once the collection exists (its items are being sent), a reload
    // must not offer to create it again.
    if (view.phase === 'items' || view.phase === 'done') {
      setDraft(CLEAR_DRAFT)
      return
    }
    if (view.phase !== 'idle') return
    const next: WizardDraft = {
      v: 1,
      holder,
      active: active === 1 || active === 2 ? active : 0,
      selected: [...selected],
      info,
      traitTypes,
      items,
    }
    setDraft(next)
  }, [
    persist,
    view.phase,
    holder,
    active,
    selected,
    info,
    traitTypes,
    items,
    setDraft,
  ])

  const chosen = useMemo(
    () => files.filter((f) => selected.has(f.fileId)),
    [files, selected],
  )
  const chosenIds = chosen.map((f) => f.fileId)
  const infoResult = validateCollectionInfo(info, chosenIds)
  const issues = infoResult.isErr() ? infoResult.error : []
  const issueOf = (field: CollectionInfoField): string | undefined => {
    if (!showInfoIssues) return undefined
    const issue = issues.find((i) => i.field === field)
    return issue === undefined
      ? undefined
      : i18n._(collectionInfoIssueMessage(issue))
  }
  const uploadItems: readonly CollectionUploadItem[] = chosen.map((f) => {
    const draft = items[f.fileId]
    return {
      fileId: f.fileId,
      name: draft?.name.trim() ?? '',
      attributes: traitTypes
        .map((traitType) => ({
          traitType,
          value: draft?.values[traitType]?.trim() ?? '',
        }))
        .filter((a) => a.value !== ''),
    }
  })
  const locked = view.phase !== 'idle'

  const setInfoField = (field: keyof CollectionInfoInput, value: string) =>
    setInfo((old) => ({ ...old, [field]: value }))

  const toInfo = () => {
    if (chosen.length === 0) {
      setSelectionError(true)
      return
    }
    setSelectionError(false)
    if (info.icon === '' || !chosenIds.includes(info.icon))
      setInfoField('icon', chosenIds[0] ?? '')
    setActive(1)
  }
  const toAttributes = () => {
    setShowInfoIssues(true)
    if (infoResult.isOk()) setActive(2)
  }

  const submitNow = () => {
    if (infoResult.isErr()) {
      setShowInfoIssues(true)
      setActive(1)
      return
    }
    const icon = files.find((f) => f.fileId === infoResult.value.icon)
    setSentFiles(files)
    void submit({
      info: infoResult.value,
      iconUrl: icon?.filePath ?? initial.iconUrl ?? '',
      items: uploadItems,
    })
  }

  return (
    <Stack gap="md">
      <Stepper
        active={active}
        onStepClick={locked ? undefined : setActive}
        allowNextStepsSelect={false}
        size="sm"
      >
        <Stepper.Step label={t`Files`} description={t`Select files`}>
          <SelectStep
            files={files}
            selected={selected}
            onSelect={(next) => {
              setSelected(next)
              if (next.size > 0) setSelectionError(false)
            }}
            error={selectionError}
          />
          <Group justify="flex-end" mt="md">
            <Button onClick={toInfo}>
              <Trans>Next: info</Trans>
            </Button>
          </Group>
        </Stepper.Step>
        <Stepper.Step label={t`Info`} description={t`Name, icon, links`}>
          <Stack gap="sm" maw={640}>
            <TextInput
              label={t`Name`}
              description={t`Your wallet signs this name.`}
              required
              value={info.name}
              onChange={(e) => setInfoField('name', e.currentTarget.value)}
              onBlur={() => {
                if (info.slug === '')
                  setInfoField('slug', suggestCollectionSlug(info.name))
              }}
              error={issueOf('name')}
            />
            <TextareaField
              label={t`Description`}
              value={info.description}
              onChange={(text) => setInfoField('description', text)}
              maxLength={1000}
              error={issueOf('description')}
              rows={4}
            />
            <TextInput
              label={t`Slug`}
              description={t`A short alias: lower-case letters, digits and hyphens.`}
              value={info.slug}
              onChange={(e) => setInfoField('slug', e.currentTarget.value)}
              error={issueOf('slug')}
            />
            <IconPicker
              files={chosen}
              value={info.icon}
              onChange={(fileId) => setInfoField('icon', fileId)}
              error={issueOf('icon')}
            />
            {(
              [
                ['twitterLink', t`Twitter`, 'https://x.com/…'],
                ['websiteLink', t`Website`, 'https://…'],
                ['discordLink', t`Discord`, 'https://discord.gg/…'],
              ] as const
            ).map(([field, label, placeholder]) => (
              <TextInput
                key={field}
                label={label}
                type="url"
                placeholder={placeholder}
                value={info[field]}
                onChange={(e) => setInfoField(field, e.currentTarget.value)}
                error={issueOf(field)}
              />
            ))}
          </Stack>
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => setActive(0)}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={toAttributes}>
              <Trans>Next: attributes</Trans>
            </Button>
          </Group>
        </Stepper.Step>
        <Stepper.Step label={t`Attributes`} description={t`Names and traits`}>
          <AttributesStep
            files={chosen}
            collectionName={info.name.trim()}
            traitTypes={traitTypes}
            items={items}
            onTraitTypes={setTraitTypes}
            onItems={setItems}
          />
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={() => setActive(1)}>
              <Trans>Back</Trans>
            </Button>
            <Button onClick={() => setActive(3)}>
              <Trans>Next: review</Trans>
            </Button>
          </Group>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack gap="md" maw={720}>
            <Title order={2} size="h3">
              <Trans>Review and sign</Trans>
            </Title>
            <ReviewTable
              label={t`Review`}
              rows={[
                { label: t`Name`, value: info.name.trim() },
                { label: t`Slug`, value: info.slug.trim() || '—' },
                {
                  label: t`Files`,
                  value: format.integer(uploadItems.length),
                },
                {
                  label: t`Traits`,
                  value: traitTypes.join(', ') || '—',
                },
              ]}
            />
            <Alert color="blue" role="note">
              <Trans>
                Your wallet will sign the collection name once. This is a
                message signature, not a transaction: nothing is sent on chain
                and no DOGE is paid.
              </Trans>
            </Alert>
            <SubmitState
              holder={holder}
              total={uploadItems.length}
              view={view}
              unsaved={getUnsavedCollectionItems(view.upload, uploadItems)}
              editing={editing}
            />
            <Group justify="space-between">
              {locked ? (
                <span />
              ) : (
                <Button variant="default" onClick={() => setActive(2)}>
                  <Trans>Back</Trans>
                </Button>
              )}
              {view.phase === 'done' ? null : (
                <Button
                  onClick={submitNow}
                  loading={view.phase !== 'idle' && view.phase !== 'failed'}
                >
                  {view.phase === 'failed' ? (
                    <Trans>Retry</Trans>
                  ) : (
                    <Trans>Sign and save</Trans>
                  )}
                </Button>
              )}
            </Group>
          </Stack>
        </Stepper.Completed>
      </Stepper>
    </Stack>
  )
}

function SelectStep({
  files,
  selected,
  onSelect,
  error,
}: {
  readonly files: readonly WizardFile[]
  readonly selected: ReadonlySet<string>
  readonly onSelect: (next: ReadonlySet<string>) => void
  readonly error: boolean
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const fixed = files.filter((f) => f.fixed).map((f) => f.fileId)
  if (files.length === 0) {
    return (
      <Alert color="gray" role="status">
        <Trans>You hold no files outside a collection.</Trans>
      </Alert>
    )
  }
  const count = format.integer(selected.size)
  const total = format.integer(files.length)
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" aria-live="polite" data-testid="collection-selected">
          <Trans>
            {count} of {total} files selected
          </Trans>
        </Text>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onSelect(new Set(files.map((f) => f.fileId)))}
          >
            <Trans>Select all</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => onSelect(new Set(fixed))}
          >
            <Trans>Select none</Trans>
          </Button>
        </Group>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          <Trans>Select at least one file.</Trans>
        </Alert>
      ) : null}
      <SimpleGrid
        cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
        spacing="xs"
        component="ul"
        aria-label={t`Files you can add`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {files.map((f) => (
          <Card component="li" key={f.fileId} withBorder padding="xs">
            <ContentImage
              src={getApiContentUrl(f.filePath, f.fileId)}
              alt={short(f.fileId)}
            />
            <Checkbox
              mt={6}
              size="xs"
              label={short(f.fileId)}
              aria-label={t`Select file ${short(f.fileId)}`}
              checked={selected.has(f.fileId)}
              disabled={f.fixed}
              onChange={() => {
                const next = new Set(selected)
                if (next.has(f.fileId)) next.delete(f.fileId)
                else next.add(f.fileId)
                onSelect(next)
              }}
            />
          </Card>
        ))}
      </SimpleGrid>
      {fixed.length > 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>
            Files already in the collection stay in it: the indexer has no way
            to remove one.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  )
}

function IconPicker({
  files,
  value,
  onChange,
  error,
}: {
  readonly files: readonly WizardFile[]
  readonly value: string
  readonly onChange: (fileId: string) => void
  readonly error: string | undefined
}) {
  const { t } = useLingui()
  return (
    <Radio.Group
      label={t`Icon`}
      description={t`One of the selected files.`}
      value={value}
      onChange={onChange}
      error={error}
      required
    >
      <Group gap="sm" mt={6}>
        {files.map((f) => (
          <Radio
            key={f.fileId}
            value={f.fileId}
            aria-label={t`Icon: file ${short(f.fileId)}`}
            label={
              <ContentImage
                src={getApiContentUrl(f.filePath, f.fileId)}
                alt=""
                size={40}
              />
            }
          />
        ))}
      </Group>
    </Radio.Group>
  )
}

function AttributesStep({
  files,
  collectionName,
  traitTypes,
  items,
  onTraitTypes,
  onItems,
}: {
  readonly files: readonly WizardFile[]
  readonly collectionName: string
  readonly traitTypes: readonly string[]
  readonly items: Readonly<Record<string, ItemDraft>>
  readonly onTraitTypes: (next: readonly string[]) => void
  readonly onItems: (next: Readonly<Record<string, ItemDraft>>) => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const [bulkTrait, setBulkTrait] = useState('')
  const [bulkValue, setBulkValue] = useState('')
  const [csv, setCsv] = useState('')
  const [csvResult, setCsvResult] = useState<TraitsCsvResult | null>(null)
  const draft = (fileId: string): ItemDraft =>
    items[fileId] ?? { name: '', values: {} }
  const withTrait = (trait: string) =>
    traitTypes.includes(trait) ? traitTypes : [...traitTypes, trait]

  const setCell = (fileId: string, trait: string, value: string) =>
    onItems({
      ...items,
      [fileId]: {
        ...draft(fileId),
        values: { ...draft(fileId).values, [trait]: value },
      },
    })
  const setName = (fileId: string, name: string) =>
    onItems({ ...items, [fileId]: { ...draft(fileId), name } })

  const applyBulk = () => {
    const trait = bulkTrait.trim()
    if (trait === '') return
    onTraitTypes(withTrait(trait))
    const next = { ...items }
    for (const f of files) {
      const d = next[f.fileId] ?? { name: '', values: {} }
      next[f.fileId] = { ...d, values: { ...d.values, [trait]: bulkValue } }
    }
    onItems(next)
  }
  const numberNames = () => {
    const next = { ...items }
    files.forEach((f, i) => {
      const d = next[f.fileId] ?? { name: '', values: {} }
      next[f.fileId] = { ...d, name: `${collectionName} #${i + 1}` }
    })
    onItems(next)
  }
  const applyCsv = () => {
    const result = parseTraitsCsv(
      csv,
      files.map((f) => ({ fileId: f.fileId, name: draft(f.fileId).name })),
    )
    setCsvResult(result)
    let types = traitTypes
    const next = { ...items }
    for (const row of result.rows) {
      const d = next[row.fileId] ?? { name: '', values: {} }
      const values = { ...d.values }
      for (const a of row.attributes) {
        values[a.traitType] = a.value
        if (!types.includes(a.traitType)) types = [...types, a.traitType]
      }
      next[row.fileId] = { name: row.name ?? d.name, values }
    }
    onTraitTypes(types)
    onItems(next)
  }

  const removeTrait = (trait: string) =>
    onTraitTypes(traitTypes.filter((x) => x !== trait))

  return (
    <Stack gap="md">
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            <Trans>Set a trait on every selected file</Trans>
          </Text>
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t`Trait`}
              value={bulkTrait}
              onChange={(e) => setBulkTrait(e.currentTarget.value)}
              w={160}
            />
            <TextInput
              label={t`Value`}
              value={bulkValue}
              onChange={(e) => setBulkValue(e.currentTarget.value)}
              w={160}
            />
            <Button variant="default" onClick={applyBulk}>
              <Trans>Set on all</Trans>
            </Button>
            <Button
              variant="default"
              onClick={numberNames}
              disabled={collectionName === ''}
            >
              <Trans>Name them {collectionName} #1, #2, …</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <TextareaField
            label={t`Paste CSV`}
            description={t`First line: file_id or file_name, then an optional name column and one column per trait. Tab-separated text from a spreadsheet works too.`}
            value={csv}
            onChange={setCsv}
            rows={4}
            testId="collection-csv"
          />
          <Group>
            <Button
              variant="default"
              onClick={applyCsv}
              disabled={csv.trim() === ''}
            >
              <Trans>Apply CSV</Trans>
            </Button>
          </Group>
          {csvResult === null ? null : (
            <Stack
              gap={4}
              aria-live="polite"
              data-testid="collection-csv-result"
            >
              <Text size="sm">
                <Trans>
                  {format.integer(csvResult.rows.length)} lines applied
                </Trans>
              </Text>
              {csvResult.issues.length > 0 ? (
                <Alert color="orange" title={t`Lines not applied`}>
                  <List size="sm">
                    {csvResult.issues.map((issue) => (
                      <List.Item key={issue.line}>
                        <Trans>
                          Line {format.integer(issue.line)}:{' '}
                          {i18n._(traitsCsvIssueMessage(issue.code))}
                        </Trans>
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
            </Stack>
          )}
        </Stack>
      </Card>
      <Table.ScrollContainer minWidth={360 + traitTypes.length * 150}>
        <Table aria-label={t`Items`} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>File</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Item name</Trans>
              </Table.Th>
              {traitTypes.map((trait) => (
                <Table.Th key={trait}>
                  <Group gap={4} wrap="nowrap">
                    <span>{trait}</span>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t`Remove trait ${trait}`}
                      onClick={() => removeTrait(trait)}
                    >
                      ×
                    </Button>
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((f) => (
              <Table.Tr key={f.fileId}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ContentImage
                      src={getApiContentUrl(f.filePath, f.fileId)}
                      alt=""
                      size={32}
                    />
                    <Text size="xs" ff="monospace">
                      {short(f.fileId)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={t`Item name of ${short(f.fileId)}`}
                    value={draft(f.fileId).name}
                    onChange={(e) => setName(f.fileId, e.currentTarget.value)}
                  />
                </Table.Td>
                {traitTypes.map((trait) => (
                  <Table.Td key={trait}>
                    <TextInput
                      size="xs"
                      aria-label={t`${trait} of ${short(f.fileId)}`}
                      value={draft(f.fileId).values[trait] ?? ''}
                      onChange={(e) =>
                        setCell(f.fileId, trait, e.currentTarget.value)
                      }
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  )
}

function SubmitState({
  holder,
  total,
  view,
  unsaved,
  editing,
}: {
  readonly holder: string
  readonly total: number
  readonly view: ReturnType<typeof useCollectionUpload>['view']
  readonly unsaved: readonly CollectionUploadItem[]
  readonly editing: boolean
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const savedCount = format.integer(total - unsaved.length)
  const totalText = format.integer(total)
  let body: ReactNode = null
  switch (view.phase) {
    case 'idle':
      body = view.declined ? (
        <Alert color="gray" role="status">
          <Trans>
            You declined the signature in the wallet. Nothing was saved.
          </Trans>
        </Alert>
      ) : null
      break
    case 'sign':
      body = (
        <Text role="status">
          <Trans>Waiting for the signature in your wallet…</Trans>
        </Text>
      )
      break
    case 'meta':
      body = (
        <Text role="status">
          <Trans>Saving the collection…</Trans>
        </Text>
      )
      break
    case 'items':
      body = (
        <Text role="status">
          <Trans>
            Saving the items: {savedCount} of {totalText} saved…
          </Trans>
        </Text>
      )
      break
    case 'failed':
      body = (
        <Alert
          color="red"
          role="alert"
          title={
            view.error === undefined
              ? t`The upload failed.`
              : i18n._(view.error)
          }
        >
          <Stack gap={4}>
            {view.upload.metaSaved ? (
              <Text size="sm" data-testid="collection-saved-count">
                <Trans>
                  The collection is saved; {savedCount} of {totalText} items are
                  saved. Retry sends only the {format.integer(unsaved.length)}{' '}
                  not saved yet.
                </Trans>
              </Text>
            ) : (
              <Text size="sm">
                <Trans>Nothing was saved yet. Retry sends it all.</Trans>
              </Text>
            )}
            {view.upload.metaSaved && unsaved.length > 0 ? (
              <List size="xs" aria-label={t`Items not saved yet`}>
                {unsaved.slice(0, 20).map((i) => (
                  <List.Item key={i.fileId}>
                    {i.name || short(i.fileId)}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        </Alert>
      )
      break
    case 'done':
      body = (
        <Alert color="green" role="status" data-testid="collection-done">
          <Stack gap={4}>
            <Text size="sm">
              {editing ? (
                <Trans>The collection is updated.</Trans>
              ) : (
                <Trans>
                  The collection is saved with {totalText} items. It awaits the
                  operator's review before it is shown as verified; until then
                  it is listed under your collections.
                </Trans>
              )}
            </Text>
            <Group gap="md">
              {view.upload.metaId === null ? null : (
                <AnchorLink
                  to="/collections/address/$holderAddress/$metaId"
                  params={{ holderAddress: holder, metaId: view.upload.metaId }}
                >
                  <Trans>Open the collection</Trans>
                </AnchorLink>
              )}
              <AnchorLink to="/collections/address">
                <Trans>My collections</Trans>
              </AnchorLink>
            </Group>
          </Stack>
        </Alert>
      )
      break
  }
  return body
}
