import { randomUUID } from 'node:crypto';

export const ERRORS = {
  none: 0,
  offsetOutOfRange: 1,
  unknownTopicOrPartition: 3,
  illegalGeneration: 22,
  unknownMemberId: 25,
  rebalanceInProgress: 27,
  unsupportedVersion: 35,
  topicAlreadyExists: 36,
} as const;

export type JoinRequest = {
  groupId: string;
  memberId: string;
  clientId: string;
  sessionTimeoutMs: number;
  rebalanceTimeoutMs: number;
  protocolType: string;
  protocols: { name: string; metadata: Buffer }[];
};

export type JoinAnswer = {
  errorCode: number;
  generationId: number;
  protocol: string;
  leaderId: string;
  memberId: string;
  members: { memberId: string; metadata: Buffer }[];
};

type Member = {
  id: string;
  protocols: { name: string; metadata: Buffer }[];
  sessionTimeoutMs: number;
  rebalanceTimeoutMs: number;
  lastSeen: number;
  joining?: (answer: JoinAnswer) => void;
  syncing?: (assignment: { errorCode: number; assignment: Buffer }) => void;
};

type State = 'empty' | 'preparingRebalance' | 'completingRebalance' | 'stable';

/**
 * One consumer group as a Kafka group coordinator runs it: members join, the first to join leads,
 * every membership change starts a rebalance (members hear REBALANCE_IN_PROGRESS on their next
 * heartbeat and join again), a member silent for its session timeout is removed, and a rebalance
 * waits for every member at most the longest rebalance timeout.
 */
class Group {
  private state: State = 'empty';
  private readonly members = new Map<string, Member>();
  private generation = 0;
  private leaderId = '';
  private protocol = '';
  private assignments = new Map<string, Buffer>();
  private rebalanceTimer: NodeJS.Timeout | undefined;

  join(request: JoinRequest): Promise<JoinAnswer> {
    const id = request.memberId || `${request.clientId}-${randomUUID()}`;
    if (request.memberId && !this.members.has(request.memberId))
      return Promise.resolve(refusedJoin(ERRORS.unknownMemberId, request.memberId));
    return new Promise((resolve) => {
      const member: Member = {
        id,
        protocols: request.protocols,
        sessionTimeoutMs: request.sessionTimeoutMs,
        rebalanceTimeoutMs: request.rebalanceTimeoutMs,
        lastSeen: Date.now(),
        joining: resolve,
      };
      const previous = this.members.get(id);
      previous?.syncing?.({ errorCode: ERRORS.rebalanceInProgress, assignment: empty });
      // A member joining again before its last join was answered: that one is told to retry.
      previous?.joining?.(refusedJoin(ERRORS.rebalanceInProgress, id));
      this.members.set(id, member);
      this.prepareRebalance();
      this.completeJoinIfAllJoined();
    });
  }

  sync(
    generationId: number,
    memberId: string,
    assignments: { memberId: string; assignment: Buffer }[],
  ): Promise<{ errorCode: number; assignment: Buffer }> {
    const member = this.members.get(memberId);
    if (!member) return Promise.resolve({ errorCode: ERRORS.unknownMemberId, assignment: empty });
    if (this.state === 'preparingRebalance')
      return Promise.resolve({ errorCode: ERRORS.rebalanceInProgress, assignment: empty });
    if (generationId !== this.generation)
      return Promise.resolve({ errorCode: ERRORS.illegalGeneration, assignment: empty });
    member.lastSeen = Date.now();
    if (this.state === 'stable')
      return Promise.resolve({ errorCode: ERRORS.none, assignment: this.assignmentOf(memberId) });
    return new Promise((resolve) => {
      member.syncing = resolve;
      if (memberId === this.leaderId) {
        this.assignments = new Map(assignments.map((a) => [a.memberId, a.assignment]));
        this.state = 'stable';
        for (const waiting of this.members.values()) {
          waiting.syncing?.({ errorCode: ERRORS.none, assignment: this.assignmentOf(waiting.id) });
          waiting.syncing = undefined;
        }
      }
    });
  }

  heartbeat(generationId: number, memberId: string): number {
    const member = this.members.get(memberId);
    if (!member) return ERRORS.unknownMemberId;
    member.lastSeen = Date.now();
    if (this.state === 'preparingRebalance') return ERRORS.rebalanceInProgress;
    if (generationId !== this.generation) return ERRORS.illegalGeneration;
    return ERRORS.none;
  }

  leave(memberId: string): number {
    if (!this.members.has(memberId)) return ERRORS.unknownMemberId;
    this.remove(memberId);
    return ERRORS.none;
  }

  /** May `memberId` commit offsets for `generationId` (-1: a commit outside any group member)? */
  canCommit(generationId: number, memberId: string): number {
    if (generationId === -1) return ERRORS.none;
    if (!this.members.has(memberId)) return ERRORS.unknownMemberId;
    if (this.state === 'preparingRebalance') return ERRORS.rebalanceInProgress;
    return generationId === this.generation ? ERRORS.none : ERRORS.illegalGeneration;
  }

  /** Removes members silent for longer than their session timeout. */
  expireSessions(now: number): void {
    for (const member of [...this.members.values()])
      if (!member.joining && now - member.lastSeen > member.sessionTimeoutMs)
        this.remove(member.id);
  }

  close(): void {
    clearTimeout(this.rebalanceTimer);
  }

  private remove(memberId: string): void {
    const member = this.members.get(memberId);
    this.members.delete(memberId);
    member?.joining?.(refusedJoin(ERRORS.unknownMemberId, memberId));
    member?.syncing?.({ errorCode: ERRORS.unknownMemberId, assignment: empty });
    if (this.members.size === 0) {
      clearTimeout(this.rebalanceTimer);
      this.state = 'empty';
      return;
    }
    this.prepareRebalance();
    this.completeJoinIfAllJoined();
  }

  private prepareRebalance(): void {
    if (this.state === 'preparingRebalance') return;
    this.state = 'preparingRebalance';
    for (const member of this.members.values()) {
      member.syncing?.({ errorCode: ERRORS.rebalanceInProgress, assignment: empty });
      member.syncing = undefined;
    }
    const timeout = Math.max(...[...this.members.values()].map((m) => m.rebalanceTimeoutMs));
    clearTimeout(this.rebalanceTimer);
    // Members that do not join again within the rebalance timeout are left out of the group.
    this.rebalanceTimer = setTimeout(() => {
      for (const member of [...this.members.values()])
        if (!member.joining) this.members.delete(member.id);
      this.completeJoinIfAllJoined();
    }, timeout);
  }

  private completeJoinIfAllJoined(): void {
    const members = [...this.members.values()];
    if (this.state !== 'preparingRebalance' || members.length === 0) return;
    if (!members.every((member) => member.joining)) return;
    clearTimeout(this.rebalanceTimer);
    this.generation += 1;
    if (!this.members.has(this.leaderId)) this.leaderId = members[0]!.id;
    const leader = this.members.get(this.leaderId)!;
    this.protocol =
      leader.protocols.find((p) =>
        members.every((m) => m.protocols.some((other) => other.name === p.name)),
      )?.name ?? leader.protocols[0]!.name;
    this.state = 'completingRebalance';
    this.assignments = new Map();
    for (const member of members) {
      const isLeader = member.id === this.leaderId;
      member.joining!({
        errorCode: ERRORS.none,
        generationId: this.generation,
        protocol: this.protocol,
        leaderId: this.leaderId,
        memberId: member.id,
        members: isLeader
          ? members.map((m) => ({
              memberId: m.id,
              metadata: m.protocols.find((p) => p.name === this.protocol)!.metadata,
            }))
          : [],
      });
      member.joining = undefined;
      member.lastSeen = Date.now();
    }
  }

  private assignmentOf(memberId: string): Buffer {
    return this.assignments.get(memberId) ?? empty;
  }
}

const empty = Buffer.alloc(0);

function refusedJoin(errorCode: number, memberId: string): JoinAnswer {
  return { errorCode, generationId: -1, protocol: '', leaderId: '', memberId, members: [] };
}

/** The broker's consumer groups, created on first use. */
export class ConsumerGroups {
  private readonly groups = new Map<string, Group>();
  private readonly sessions: NodeJS.Timeout;

  constructor() {
    this.sessions = setInterval(() => {
      const now = Date.now();
      for (const group of this.groups.values()) group.expireSessions(now);
    }, 500);
    this.sessions.unref();
  }

  group(id: string): Group {
    let group = this.groups.get(id);
    if (!group) {
      group = new Group();
      this.groups.set(id, group);
    }
    return group;
  }

  close(): void {
    clearInterval(this.sessions);
    for (const group of this.groups.values()) group.close();
  }
}
